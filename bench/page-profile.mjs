// Where the main thread goes while a signed-in page loads: a CPU profile in headless Chromium at 4x CPU slowdown
// (Lighthouse's mobile setting), printed as the tasks over 40 ms with the React components and functions in each.
//   npx vite build --minify false --outDir /tmp/ui-readable      # readable component names
//   UI_DIR=/tmp/ui-readable node bench/page-profile.mjs [/path]   # default: the home page
// PHONE=1 profiles at Lighthouse's mobile viewport. PROFILE_OUT=/tmp/home.cpuprofile also saves the profile (DevTools opens it). Lighthouse (bench/lighthouse.mjs)
// scores the page; this says which code to look at.
import fs from 'node:fs';
import { signedInPage } from './lib/server.mjs';

const target = process.argv[2] ?? '/';
// PHONE=1: Lighthouse's mobile viewport (the phone layout: menu and filters in closed drawers); a name instead of a
// path ('quotation 200', 'checklist 300', 'cop'): one of lighthouse.mjs's prepared pages, as its own user
const { url, path: pagePath, page, close } = await signedInPage({ phone: !!process.env.PHONE, target });
try {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  // not 'networkidle': the notification stream stays open
  await page.goto(url + pagePath, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, Number(process.env.WAIT ?? 8000))); // longer on a loaded machine
  const { profile } = await cdp.send('Profiler.stop');
  if (process.env.PROFILE_OUT) fs.writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile)); // for DevTools
  report(profile);
} finally {
  await close();
}

function report(p) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = p.startTime;
  const samples = p.samples.map((id, i) => ({ id, t: (t += p.timeDeltas[i]), dt: p.timeDeltas[i + 1] ?? 0 }));
  const tasks = [];
  let cur = null;
  for (const s of samples) {
    if (byId.get(s.id).callFrame.functionName === '(idle)') {
      if (cur) tasks.push(cur);
      cur = null;
    } else {
      cur ??= { start: s.t, end: s.t, samples: [] };
      cur.samples.push(s);
      cur.end = s.t;
    }
  }
  if (cur) tasks.push(cur);
  // a React component: a capitalised function from the app's assets on the stack
  const components = (id) => {
    const out = new Set();
    for (let n = byId.get(id); n; n = byId.get(parent.get(n.id)))
      if (/^[A-Z]/.test(n.callFrame.functionName) && n.callFrame.url.includes('/assets/'))
        out.add(n.callFrame.functionName);
    return out;
  };
  const top = (m, k) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`);
  let total = 0;
  for (const task of tasks) {
    const ms = (task.end - task.start) / 1000;
    if (ms < 40) continue;
    total += ms;
    const inclusive = new Map();
    const self = new Map();
    for (const s of task.samples) {
      for (const c of components(s.id)) inclusive.set(c, (inclusive.get(c) ?? 0) + s.dt);
      const f = byId.get(s.id).callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/.*\//, '')}`.trim();
      self.set(key, (self.get(key) ?? 0) + s.dt);
    }
    console.log(`task at ${((task.start - p.startTime) / 1000).toFixed(0)} ms, ${ms.toFixed(0)} ms`);
    console.log(`  components (inclusive ms): ${top(inclusive, 10).join(', ') || '-'}`);
    console.log(`  functions (self ms): ${top(self, 6).join(' | ')}`);
  }
  console.log(`tasks over 40 ms: ${total.toFixed(0)} ms in all`);
}
