// The chart builder in Chromium through the stand-in: a metric added through the tag picker (auto-saved),
// bar chosen, built: the marked list request, chart.js loaded only then, the canvas as wide as A 9 says.
// Both-axes rule, refusals, the data table: jsdom (src/adconfig/chart-builder).
import { expect, test } from '../support/test';

test('picks a metric, builds a bar chart loaded on demand, as wide as its points need', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/statistics/chart');
  await page.getByRole('button', { name: 'Выбрать показатели' }).click();
  const picker = page.getByRole('dialog', { name: 'Отметьте теги' });
  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/statistics/chart/tags');
  await picker.getByRole('checkbox', { name: 'Клики' }).check();
  expect((await saved).postDataJSON()).toEqual({ axis: 'y', value: ['displayed', 'clicked'] });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Выбрать группировку' }).click();
  await picker.getByRole('checkbox', { name: 'Площадка' }).check();
  await page.keyboard.press('Escape');
  await page.getByLabel('Вид графика').selectOption('bar');

  const before = scripts.length;
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/statistics/chart' && r.headers()['x-chart-request'] === '1');
  await page.getByRole('button', { name: 'Построить' }).click();
  const sent = new URL((await asked).url()).searchParams;
  // PHP nested params: $_GET['chartParams'] is {xColumns: [...], yColumns: [...]}.
  expect([sent.getAll('chartParams[xColumns][]'), sent.getAll('chartParams[yColumns][]')]).toEqual([['day', 'site'], ['displayed', 'clicked']]);
  const canvas = page.getByRole('img', { name: 'График: Столбчатый' });
  await expect(canvas).toBeVisible();
  // The chart module came with the build, not with the page.
  expect(scripts.length).toBeGreaterThan(before);
  // 14 days × 4 sites = 56 points, 2 datasets: 50 × 2 + 10 × 56 = 660, or the container when wider.
  const [width, container] = await canvas.evaluate((c) => [c.getBoundingClientRect().width, c.parentElement?.clientWidth ?? 0]);
  expect(width).toBe(Math.max(660, container));
  expect(await canvas.evaluate((c) => c.getBoundingClientRect().height)).toBe(300);
});
