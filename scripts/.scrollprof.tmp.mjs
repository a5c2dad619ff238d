import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.goto(`${base}/inimage/moderation#s=9999`);
await page.getByText(/^Показано 50 из/).waitFor({ timeout: 60000 });
const n = () => page.evaluate(() => Number(document.querySelector('#images-moderation .image-grid-card')?.getAttribute('aria-setsize') ?? 0));
while ((await n()) < (process.argv[3] === 'append' ? 950 : 1000)) { const b = await n(); await page.getByRole('button', { name: 'Загрузить ещё' }).press('Enter'); await page.waitForFunction((x) => Number(document.querySelector('#images-moderation .image-grid-card')?.getAttribute('aria-setsize') ?? 0) > x, b, {timeout: 60000}); }
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
if (process.argv[3] === 'append') { const b = await n(); await page.getByRole('button', { name: 'Загрузить ещё' }).press('Enter'); await page.waitForFunction((x) => Number(document.querySelector('#images-moderation .image-grid-card')?.getAttribute('aria-setsize') ?? 0) > x, b, {timeout: 60000}); await page.waitForTimeout(500); } else await page.evaluate(() => new Promise((resolve) => { const step = () => { if (window.scrollY + innerHeight >= document.documentElement.scrollHeight - 2) resolve(0); else { scrollBy(0, innerHeight); requestAnimationFrame(step); } }; scrollTo(0,0); requestAnimationFrame(step); }));
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((x) => [x.id, x]));
const self = new Map();
const dt = profile.timeDeltas; 
profile.samples.forEach((id, i) => { const nd = byId.get(id); const k = `${nd.callFrame.functionName || '(anon)'} ${nd.callFrame.url.split('/').pop()}:${nd.callFrame.lineNumber}:${nd.callFrame.columnNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000); });
const tot = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total ms', tot.toFixed(0));
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(1).padStart(8), k);
const parent = new Map(); for (const x of profile.nodes) for (const c of x.children ?? []) parent.set(c, x.id);
const hot = profile.nodes.filter((x) => x.callFrame.url.includes('87.') && x.callFrame.columnNumber === 6999);
for (const h of hot) { let chain = []; let id = parent.get(h.id); while (id && chain.length < 8) { const nd = byId.get(id); chain.push(`${nd.callFrame.functionName||'anon'}@${nd.callFrame.url.split('/').pop()}:${nd.callFrame.columnNumber}`); id = parent.get(id); } console.log('HOT hits', h.hitCount, JSON.stringify(h.positionTicks), chain.join(' < ')); }
await browser.close();
