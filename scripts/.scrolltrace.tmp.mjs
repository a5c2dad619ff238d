import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.goto(`${base}/inimage/moderation#s=9999`);
await page.getByText(/^Показано 50 из/).waitFor({ timeout: 60000 });
const n = () => page.evaluate(() => Number(document.querySelector('#images-moderation .image-grid-card')?.getAttribute('aria-setsize') ?? 0));
const target = Number(process.argv[3] ?? 1000);
while ((await n()) < target) { const b = await n(); await page.getByRole('button', { name: 'Загрузить ещё' }).press('Enter'); await page.waitForFunction((x) => Number(document.querySelector('#images-moderation .image-grid-card')?.getAttribute('aria-setsize') ?? 0) > x, b, {timeout: 60000}); }
console.log('dom nodes', await page.evaluate(() => document.getElementsByTagName('*').length), 'cards in DOM', await page.evaluate(() => document.querySelectorAll('.image-grid-card').length));
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
if (process.argv[4] === 'append') { const b = await n(); await page.getByRole('button', { name: 'Загрузить ещё' }).press('Enter'); await page.waitForFunction((x) => Number(document.querySelector('#images-moderation .image-grid-card')?.getAttribute('aria-setsize') ?? 0) > x, b, {timeout: 60000}); await page.waitForTimeout(500); }
else await page.evaluate(() => new Promise((resolve) => { const step = () => { if (window.scrollY + innerHeight >= document.documentElement.scrollHeight - 2) resolve(0); else { scrollBy(0, innerHeight); requestAnimationFrame(step); } }; scrollTo(0,0); requestAnimationFrame(step); }));
const buf = await browser.stopTracing();
const ev = JSON.parse(buf.toString()).traceEvents;
const mainTid = ev.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
const main = ev.filter((e) => e.tid === mainTid && e.ph === 'X' && e.dur);
const tasks = main.filter((e) => e.name === 'RunTask').sort((a, b) => b.dur - a.dur).slice(0, 4);
for (const t of tasks) { const kids = new Map(); for (const e of main) { if (e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur) kids.set(e.name, (kids.get(e.name) ?? 0) + e.dur / 1000); } console.log('TASK', (t.dur/1000).toFixed(1), [...kids].sort((a,b)=>b[1]-a[1]).slice(0,10).map(([k,v])=>k+'='+v.toFixed(1)).join(' ')); }
const agg = new Map(); const max = new Map();
for (const e of ev) { if (e.ph !== 'X' || !e.dur) continue; const k = e.name; agg.set(k, (agg.get(k) ?? 0) + e.dur / 1000); max.set(k, Math.max(max.get(k) ?? 0, e.dur / 1000)); }
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(1).padStart(9), (max.get(k)).toFixed(1).padStart(8), k);
const layouts = ev.filter((e) => e.name === 'Layout' && e.dur > 50000).slice(0, 3);
for (const l of layouts) console.log(JSON.stringify(l.args).slice(0, 400));
const styles = ev.filter((e) => (e.name === 'UpdateLayoutTree' || e.name==='RecalculateStyles') && e.dur > 50000).slice(0, 3);
for (const l of styles) console.log(JSON.stringify(l.args).slice(0, 400));
await browser.close();
