/** What the rundown benchmarks share: an answer's body when its status is the one expected, and newsroom text of any length. */

export const ok = async <T = any>(p: Promise<{ status: number; body: T }>, status = 200): Promise<T> => {
  const r = await p;
  if (r.status !== status) throw new Error(`${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body;
};

const words = 'a chuva que caiu no começo da tarde deixou ruas alagadas em pelo menos seis bairros da zona sul e a defesa civil está em alerta '.split(' ');
/** `n` words of a news story. */
export const text = (n: number) => Array.from({ length: n }, (_, i) => words[i % words.length]).join(' ');
