/** One bench case: a few warm-up runs, then `runs` timed ones; prints label, answer size, p50, p95 and max. */
export async function timeCase(
  label: string,
  run: () => Promise<{ statusCode: number; rawPayload: Buffer; body: string }>,
  runs: number,
  width = 42,
) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    const res = await run();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    bytes = res.rawPayload.length;
  }
  times.sort((x, y) => x - y);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))].toFixed(1);
  console.log(
    label.padEnd(width),
    (bytes / 1024).toFixed(0).padStart(6),
    pct(0.5).padStart(8),
    pct(0.95).padStart(8),
    times[times.length - 1].toFixed(1).padStart(8),
  );
}

export const timingHeader = (first: string, width = 42) =>
  console.log(first.padEnd(width), 'KB'.padStart(6), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8));
