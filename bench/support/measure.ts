/** Prints one figure as `name: value unit`, the line format every benchmark uses. */
export function report(name: string, value: number, unit: string): void {
  process.stdout.write(`${name}: ${Number.isInteger(value) ? value : value.toFixed(3)} ${unit}\n`);
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

/** Latencies in ms of `n` sequential GETs after `warm` unmeasured ones. */
export async function latencies(url: string, headers: Record<string, string>, n: number, warm = 200): Promise<number[]> {
  for (let i = 0; i < warm; i++) await (await fetch(url, { headers })).arrayBuffer();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    out.push(performance.now() - t);
  }
  return out;
}
