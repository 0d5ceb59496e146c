/**
 * The simulator from the command line: prints every command it receives with its answer, and
 * what is on air after V and Y. simulator.ts runs it when started as a program.
 */
import { readFileSync } from 'node:fs';
import { charsetOf } from './charset.js';
import { IiSimulator, type SimulatorOptions } from './simulator.js';
import { templatesFromOptions } from './templates.js';

/** `--port 5023 --latency 50 …` */
function parseArgs(argv: string[]): SimulatorOptions & { help?: boolean } {
  const out: SimulatorOptions & { help?: boolean } = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const v = () => {
      const x = argv[++i];
      if (x === undefined) throw new Error(`${a} needs a value`);
      return x;
    };
    if (a === '--port') out.port = Number(v());
    else if (a === '--host') out.host = v();
    else if (a === '--latency') out.latencyMs = Number(v());
    else if (a === '--charset') {
      const c = charsetOf(v());
      if (!c) throw new Error(`unknown charset ${argv[i]}`);
      out.charset = c;
    } else if (a === '--templates') out.templates = templatesFromOptions(JSON.parse(readFileSync(v(), 'utf8')));
    else if (a === '--multi') out.singleClient = false;
    else if (a === '--no-template-query') out.templateQuery = false;
    else if (a === '--help' || a === '-h') out.help = true;
    else throw new Error(`unknown argument ${a}`);
  }
  return out;
}


export async function main(): Promise<void> {
  let options: ReturnType<typeof parseArgs>;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
  if (options.help) {
    console.log('usage: simulator.js [--port 23] [--host 127.0.0.1] [--latency ms] [--charset latin1|windows-1252|utf-8|ascii] [--templates file.json] [--multi] [--no-template-query]');
    return;
  }
  const sim = await new IiSimulator({ port: 23, ...options }).start();
  const air = () => [...sim.onAir].map(([b, st]) => `buffer ${b}: ${st.page ? `page ${st.page}, ` : ''}template ${st.template} [${st.values.join(' | ')}]`).join('; ') || 'nothing';
  sim.onCommand = (c) => {
    console.log(`${c.at} #${c.client} ${c.letter === 'Y' ? `Y\\${(c.keys ?? []).map((k) => `<${k.toString(16).toUpperCase()}>`).join('')}\\\\` : c.text}  ->  ${c.answer ?? '(no answer)'}`);
    if (c.letter === 'V' || c.letter === 'Y') console.log(`    on air: ${air()}`);
  };
  console.log(`Intelligent Interface simulator on ${options.host ?? '127.0.0.1'}:${sim.port}; templates ${[...sim.templates.keys()].join(', ')}`);
  const bye = () => void sim.stop().then(() => process.exit(0));
  process.on('SIGINT', bye);
  process.on('SIGTERM', bye);
}
