import type { Logger } from '@lauda/sdk/server';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

/** One JSON line per entry on stderr: easy to read, easy for a log shipper. */
export interface KernelLogger extends Logger {
  child(scope: string): KernelLogger;
}

export function createLogger(level: LogLevel, scope = 'kernel'): KernelLogger {
  const min = LEVELS[level] ?? LEVELS.info;
  const write = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, extra?: Record<string, unknown>) => {
    if (LEVELS[lvl] < min) return;
    process.stderr.write(JSON.stringify({ at: new Date().toISOString(), level: lvl, scope, msg, ...extra }) + '\n');
  };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (s: string) => createLogger(level, `${scope}:${s}`),
  };
}
