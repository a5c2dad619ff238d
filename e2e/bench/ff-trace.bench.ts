// Issue 45's trace: where the time between the answer and the first frame goes, our page beside the TanStack
// peer (the same pages as first-frame-peers.bench.ts). `npm run bench -- ff-trace`: one Chromium trace per load
// (devtools.timeline), main-thread top-level work between the answer (responseEnd) and the frame done, broken
// down by kind and script; then a sampled CPU profile (100 µs) of the same window, self time by function.
// FF_TRACE_LOADS (default 3) loads each; FF_TRACE_KINDS=ours,tanstack; FF_TRACE_OUT=<dir> keeps the raw traces.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import type { BenchmarkName, BenchmarkRun } from './benchmark';
import { median, waitInPage } from './benchmark';
import { watchFirstFrame } from './firstFrame';
import { buildPeers, startPeerServer } from './peers/server';

export const name: BenchmarkName = 'first frame trace, ours / TanStack (issue 45)';

const LOADS = Number(process.env.FF_TRACE_LOADS ?? 3);
const KINDS = (process.env.FF_TRACE_KINDS ?? 'ours,tanstack').split(',');
const ID = 9999;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string; [key: string]: unknown };
}

async function trace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // The protocol types an event's fields as strings; they are the trace's own (numbers among them).
  const onData = (e: { value: Array<Record<string, unknown>> }): void => void events.push(...(e.value as unknown as TraceEvent[]));
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink.user_timing', 'loading', 'blink'], excludedCategories: ['*'] },
  });
  await run();
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  return events;
}

const short = (url: unknown) => String(url ?? '').replace(/^.*\//, '').replace(/\.[0-9a-f]{8}\.js$/, '.js') || '(inline)';

/** Top-level main-thread events between `from` and `to` (µs), summed by a label. */
function breakdown(events: TraceEvent[], from: number, to: number): Map<string, number> {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
  const sums = new Map<string, number>();
  if (!main) return sums;
  const add = (label: string, us: number) => sums.set(label, (sums.get(label) ?? 0) + us / 1000);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  // Nested events: a label for the innermost known kind, time attributed to the top-level task's children.
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  for (const task of tasks) {
    const start = Math.max(task.ts, from);
    const end = Math.min(task.ts + task.dur!, to);
    if (end <= start) continue;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    // Direct children of the task: the events not inside another child.
    let covered = 0;
    const kids: TraceEvent[] = [];
    let last = -1;
    for (const e of inside) {
      if (e.ts < last) continue;
      kids.push(e);
      last = e.ts + e.dur!;
    }
    for (const kid of kids) {
      const s = Math.max(kid.ts, from);
      const t = Math.min(kid.ts + kid.dur!, to);
      if (t <= s) continue;
      covered += t - s;
      let label = kid.name;
      if (kid.name === 'EvaluateScript' || kid.name === 'v8.run') label = `EvaluateScript ${short(kid.args?.data?.url)}`;
      else if (kid.name === 'FunctionCall') label = `FunctionCall ${short(kid.args?.data?.url)} ${String(kid.args?.data?.functionName ?? '')}`;
      else if (kid.name === 'ParseHTML') label = 'ParseHTML';
      else if (kid.name === 'TimerFire' || kid.name === 'FireAnimationFrame' || kid.name === 'EventDispatch') label = `${kid.name}`;
      // Script compile / evaluate nested inside: split out
      add(label, t - s);
      for (const sub of inside.filter((e) => e.ts >= kid.ts && e.ts + e.dur! <= kid.ts + kid.dur! && e !== kid)) {
        if (['v8.compile', 'V8.CompileCode', 'v8.compileModule', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseAuthorStyleSheet', 'v8.parseOnBackground', 'GCEvent', 'MinorGC', 'MajorGC', 'V8.GCScavenger', 'V8.GC_MARK_COMPACTOR', 'V8.GCFinalizeMC', 'ScheduleStyleRecalculation'].includes(sub.name)) add(`  (in) ${sub.name}`, Math.min(sub.ts + sub.dur!, to) - Math.max(sub.ts, from));
      }
    }
    add('(task, other)', end - start - covered);
  }
  return sums;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

async function profile(cdp: CDPSession, run: () => Promise<void>): Promise<{ nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await run();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] } };
  return profile;
}

export const run: BenchmarkRun = async (page: Page, baseURL) => {
  const bundles = buildPeers();
  const server = await startPeerServer(baseURL, bundles);
  const out = process.env.FF_TRACE_OUT;
  if (out) mkdirSync(out, { recursive: true });
  try {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.context().addInitScript(watchFirstFrame);
    await server.capture(ID);
    const url = (kind: string) => (kind === 'ours' ? `${server.url}/preferences/sites-lists/edit/?id=${ID}` : `${server.url}/peers/${kind}/?id=${ID}&top=660&left=37&width=1326&height=520`);
    const load = async (kind: string) => {
      await page.goto(url(kind), { waitUntil: 'commit' });
      await waitInPage(page, () => window.__ffMarks?.frameDone !== undefined);
      await page.waitForTimeout(200);
    };
    for (const kind of KINDS) await load(kind);
    const cdp = await page.context().newCDPSession(page);
    const figures: Record<string, number> = {};
    const tables: Record<string, Map<string, number[]>> = {};
    const profiles: Record<string, Map<string, number[]>> = {};
    for (let i = 0; i < LOADS; i++) {
      for (const kind of KINDS) {
        const events = await trace(cdp, () => load(kind));
        if (out) writeFileSync(join(out, `${kind}-${i}.json`), JSON.stringify({ traceEvents: events }));
        const mark = (name: string) => events.find((e) => e.name === name && e.cat.includes('blink.user_timing'))?.ts;
        const { answer, firstRow, frameDone } = await page.evaluate(() => ({ answer: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd, firstRow: window.__ffMarks!.firstRow!, frameDone: window.__ffMarks!.frameDone! }));
        const doneTs = mark('ff-frame-done') ?? 0;
        // The trace's clock: frameDone's mark is at performance.now() = frameDone.
        const origin = doneTs - frameDone * 1000;
        const from = origin + answer * 1000;
        const sums = breakdown(events, from, doneTs);
        sums.set('= answer → first row rAF', firstRow - answer);
        sums.set('= answer → frame done', frameDone - answer);
        sums.set('= navigation → answer', answer);
        const table = (tables[kind] ??= new Map());
        for (const [label, ms] of sums) table.set(label, [...(table.get(label) ?? []), ms]);
      }
      for (const kind of KINDS) {
        let win = { answer: 0, frameDone: 0 };
        let navigationStart = 0;
        await cdp.send('Performance.enable');
        const prof = await profile(cdp, async () => {
          await load(kind);
          win = await page.evaluate(() => ({ answer: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd, frameDone: window.__ffMarks!.frameDone! }));
          const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
          navigationStart = metrics.find((m) => m.name === 'NavigationStart')?.value ?? 0;
        });
        if (out) writeFileSync(join(out, `${kind}-${i}.cpuprofile.json`), JSON.stringify({ profile: prof, navigationStart, ...win }));
        const byId = new Map(prof.nodes.map((n) => [n.id, n]));
        // The profiler's clock is the monotonic one of Performance.getMetrics (NavigationStart, s): the page's performance.now() origin.
        let t = prof.startTime;
        const self = new Map<string, number>();
        const times: number[] = [];
        for (let s = 0; s < prof.samples.length; s++) {
          t += prof.timeDeltas[s];
          times.push(t);
        }
        const start = navigationStart * 1e6 + win.answer * 1000;
        const end = navigationStart * 1e6 + win.frameDone * 1000;
        for (let s = 0; s < prof.samples.length; s++) {
          if (times[s] < start || times[s] > end) continue;
          const node = byId.get(prof.samples[s])!;
          const f = node.callFrame;
          const label = `${f.functionName || '(anon)'} ${short(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
          const dt = (prof.timeDeltas[s + 1] ?? 100) / 1000;
          self.set(label, (self.get(label) ?? 0) + dt);
        }
        const table = (profiles[kind] ??= new Map());
        for (const [label, ms] of self) table.set(label, [...(table.get(label) ?? []), ms]);
      }
    }
    for (const kind of KINDS) {
      const rows = [...tables[kind]].map(([label, values]) => [label, median(values), values.length] as const).sort((a, b) => (a[0].startsWith('=') ? -1 : b[0].startsWith('=') ? 1 : b[1] - a[1]));
      console.log(`\n${kind}: main thread, answer → frame done, median of ${LOADS} (ms; n = loads it appeared in)`);
      for (const [label, ms, n] of rows) if (ms >= 0.3 || label.startsWith('=')) console.log(`  ${ms.toFixed(1).padStart(7)}  ${label}${n < LOADS ? ` (n=${n})` : ''}`);
      const prof = [...profiles[kind]].map(([label, values]) => [label, values.reduce((s, v) => s + v, 0) / LOADS] as const).sort((a, b) => b[1] - a[1]);
      console.log(`${kind}: CPU profile self time, mean per load (ms), top 45`);
      for (const [label, ms] of prof.slice(0, 45)) console.log(`  ${ms.toFixed(1).padStart(7)}  ${label}`);
      for (const [label, values] of tables[kind]) if (label.startsWith('=')) figures[`${kind}: ${label.slice(2)}`] = median(values);
    }
    return figures;
  } finally {
    await server.stop();
  }
};
