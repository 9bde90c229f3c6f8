// The main thread's tasks while a signed-in page loads, as the browser's trace records them (no CPU slowdown, the phone
// viewport): what Lighthouse's simulation starts from. It multiplies each task by 4, so a task over 12.5 ms here adds
// to total blocking time; it does not count idle gaps (a timer, React's 300 ms hold on revealing a Suspense boundary).
//   npx vite build && node bench/page-tasks.mjs [/path]          # default: the quotation list
//   UI_DIR=/tmp/dist-b node bench/page-tasks.mjs                  # another build, with this checkout's server
//   node bench/page-tasks.mjs 'quotation 200'   # a prepared page of lighthouse.mjs (also 'checklist 300', 'cop')
// Prints each task over 8 ms (start and length in ms) with the trace events inside it, and the LCP candidates.
import fs from 'node:fs';
import { signedInPage } from './lib/server.mjs';

const target = process.argv[2] ?? '/works-order/quotation-list';
const { url, path: pagePath, page, close } = await signedInPage({ phone: true, target });
try {
  // a first visit, as bench/lighthouse.mjs audits it
  await page.evaluateOnNewDocument(() => {
    delete Navigator.prototype.serviceWorker;
  });
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'v8.execute',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
    ],
  });
  // not 'networkidle': the notification stream stays open
  const cdp = await page.createCDPSession();
  await cdp.send('Performance.enable');
  await page.goto(url + pagePath, { waitUntil: 'load' });
  // WAIT=ms: longer on a loaded machine, where the page may not have rendered in 4 s
  await new Promise((r) => setTimeout(r, Number(process.env.WAIT ?? 4000)));
  // the renderer's main-thread CPU time (steadier than the tasks' wall time on a busy machine)
  const { metrics } = await cdp.send('Performance.getMetrics');
  const cpu = metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN;
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString()).traceEvents;
  if (process.env.TRACE_OUT) fs.writeFileSync(process.env.TRACE_OUT, JSON.stringify(trace));
  report(trace);
  console.log(`main thread CPU time (load + wait): ${(cpu * 1000).toFixed(0)} ms`);
} finally {
  await close();
}

function report(events) {
  // the page's own navigation (the tab's first one is about:blank)
  const start =
    events.findLast((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes(pagePath))?.ts ??
    events[0].ts;
  const ms = (us) => (us / 1000).toFixed(0);
  const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 8000);
  // the renderer's main thread: the one with the most task time
  const perThread = new Map();
  for (const t of tasks) perThread.set(t.tid, (perThread.get(t.tid) ?? 0) + t.dur);
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const lcp = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate')
    .map((e) => `${ms(e.ts - start)} (${e.args?.data?.type ?? ''} ${e.args?.data?.size ?? ''} px²)`);
  console.log(`${pagePath}: LCP candidates at ${lcp.join(', ')} ms`);
  let blocking = 0;
  for (const t of tasks.filter((e) => e.tid === main)) {
    blocking += Math.max(0, (4 * t.dur) / 1000 - 50);
    const inside = events
      .filter((e) => e.tid === main && e.ph === 'X' && e.name !== 'RunTask' && e.ts >= t.ts && e.ts < t.ts + t.dur)
      .filter((e) => e.dur > 2000)
      .slice(0, 5)
      .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''} ${ms(e.dur)}`);
    console.log(`${ms(t.ts - start).padStart(6)} ${ms(t.dur).padStart(4)}  ${inside.join(' | ')}`);
  }
  console.log(`blocking time at 4x (from the first task on, a rough guide): ${blocking.toFixed(0)} ms`);
}
