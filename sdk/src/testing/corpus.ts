/**
 * A newsroom corpus in Portuguese for the search suites and benchmarks: documents made of everyday
 * news words (with their accents) and of names (people, streets, places) drawn from 20,000 with a
 * Zipf law, as in real news: a few names are everywhere, most are rare. The same for a given seed.
 * None of these words appears in the needles a suite adds by hand (place names such as Xiquexique,
 * Paraopeba: names here are made of the syllables below and start with none of their letters), so a
 * suite knows exactly which documents a search must return.
 */

const SUBJECTS = [
  'prefeitura', 'governo', 'câmara', 'assembleia', 'polícia', 'bombeiros', 'hospital', 'escola', 'universidade', 'tribunal',
  'secretaria', 'ministério', 'sindicato', 'empresa', 'comércio', 'indústria', 'cooperativa', 'associação', 'torcida', 'seleção',
  'orquestra', 'museu', 'biblioteca', 'feira', 'estação', 'aeroporto', 'rodoviária', 'porto', 'usina', 'fazenda',
];
const ACTIONS = [
  'anuncia', 'investiga', 'inaugura', 'suspende', 'amplia', 'reduz', 'aprova', 'rejeita', 'adia', 'confirma',
  'denuncia', 'reforma', 'interdita', 'libera', 'contrata', 'demite', 'recebe', 'envia', 'prepara', 'encerra',
];
const OBJECTS = [
  'obras', 'vacinação', 'matrículas', 'licitação', 'orçamento', 'reajuste', 'greve', 'campanha', 'festival', 'exposição',
  'concurso', 'atendimento', 'transporte', 'saneamento', 'iluminação', 'pavimentação', 'merenda', 'segurança', 'fiscalização', 'colheita',
  'eleição', 'apuração', 'votação', 'audiência', 'manifestação', 'investimento', 'tarifa', 'pedágio', 'enchente', 'estiagem',
];
const PLACES = [
  'centro', 'zona norte', 'zona sul', 'periferia', 'litoral', 'interior', 'região metropolitana', 'bairro alto', 'vila nova', 'porto velho',
  'campo grande', 'são josé', 'santa luzia', 'boa vista', 'três rios', 'nova esperança', 'água branca', 'ribeirão', 'planalto', 'serra',
];
const FILLERS = [
  'segundo', 'informou', 'nesta', 'manhã', 'tarde', 'noite', 'semana', 'próxima', 'passada', 'moradores', 'população', 'equipe',
  'reportagem', 'apurou', 'prazo', 'previsão', 'recursos', 'milhões', 'reais', 'famílias', 'trabalhadores', 'estudantes', 'pacientes',
  'motoristas', 'comerciantes', 'autoridades', 'representantes', 'nota', 'oficial', 'entrevista', 'coletiva', 'decisão', 'medida',
  'projeto', 'proposta', 'acordo', 'reunião', 'protesto', 'fila', 'trânsito', 'chuva', 'calor', 'frio', 'ônibus', 'metrô', 'ponte',
  'avenida', 'rua', 'praça', 'mercado', 'preço', 'alta', 'queda', 'balanço', 'resultado', 'pesquisa', 'índice', 'dados', 'números',
];

/** mulberry32: small, fast, the same sequence for the same seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAME_CONSONANTS = ['t', 'r', 'm', 'n', 'l', 'v', 'd'];
const NAME_VOWELS = ['a', 'e', 'i', 'o', 'u'];
const NAME_COUNT = 20_000;

/** The names, one per rank: three or four syllables (consonant and vowel), capitalised. */
function names(): string[] {
  const next = random(991);
  const out = new Set<string>();
  while (out.size < NAME_COUNT) {
    let w = '';
    for (let i = 3 + Math.floor(next() * 2); i > 0; i--) w += NAME_CONSONANTS[Math.floor(next() * 7)]! + NAME_VOWELS[Math.floor(next() * 5)]!;
    out.add(w.charAt(0).toUpperCase() + w.slice(1));
  }
  return [...out];
}

/** Cumulative Zipf weights (s = 1) of the ranks, for drawing a name. */
function zipf(n: number): Float64Array {
  const c = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r++) c[r] = sum += 1 / (r + 1);
  for (let r = 0; r < n; r++) c[r]! /= sum;
  return c;
}

export interface CorpusDocument {
  title: string;
  body: string;
  /** YYYY-MM-DD within the year before `lastDay` */
  day: string;
  /** 1-based, `programs` of them */
  program: number;
}

/** `n` documents: a headline of subject, action, object and place; a body of 40 to 120 words. */
export function newsCorpus(n: number, options: { seed?: number; lastDay?: string; programs?: number } = {}): CorpusDocument[] {
  const next = random(options.seed ?? 17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const all = names();
  const weights = zipf(all.length);
  const name = () => {
    const x = next();
    let lo = 0;
    let hi = weights.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (weights[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return all[lo]!;
  };
  const last = Date.parse(`${options.lastDay ?? '2026-11-30'}T12:00:00Z`);
  const out: CorpusDocument[] = [];
  for (let i = 0; i < n; i++) {
    const title = `${pick(SUBJECTS)} ${pick(ACTIONS)} ${pick(OBJECTS)} em ${next() < 0.5 ? pick(PLACES) : name()}`;
    const words: string[] = [];
    const length = 40 + Math.floor(next() * 81);
    while (words.length < length) {
      const r = next();
      words.push(r < 0.5 ? pick(FILLERS) : r < 0.62 ? pick(OBJECTS) : r < 0.74 ? pick(SUBJECTS) : r < 0.82 ? pick(ACTIONS) : r < 0.88 ? pick(PLACES) : name());
    }
    const body = words.join(' ').replace(/^./, (c) => c.toUpperCase()) + '.';
    const day = new Date(last - Math.floor(next() * 365) * 86_400_000).toISOString().slice(0, 10);
    out.push({ title: title.charAt(0).toUpperCase() + title.slice(1), body, day, program: 1 + Math.floor(next() * (options.programs ?? 3)) });
  }
  return out;
}
