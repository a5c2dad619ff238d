// Geo settings in Chromium through the stand-in: a saved template applied to a new object's empty lists,
// an object ticked into the deny list, the form-encoded save followed by the answer's redirect back to the
// page, which shows the saved lists. Templates saved, errors: jsdom.
import { expect, test } from '../support/test';

test('applies a template, excludes a ticked object, saves form-encoded and lands on the redirect with the lists saved', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/geo-settings/?id=${id}`);
  await page.getByRole('button', { name: 'Применить «Столицы»' }).click();
  await expect(page.getByRole('list', { name: 'Разрешённые' }).getByText('Санкт-Петербург')).toBeVisible();

  await page.getByRole('treeitem', { name: 'Приволжский федеральный округ' }).locator('.tree-name').click();
  await page.getByRole('radio', { name: 'Запрещённые' }).check();
  await page.getByRole('button', { name: 'Добавить отмеченные (1)' }).click();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/geo-settings/');
  // The answer's redirect is this very page: followed, it loads again.
  const reloaded = page.waitForEvent('framenavigated');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  const post = await saved;
  expect(post.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  expect(new URLSearchParams(post.postData() ?? '').toString()).toBe('geo%5B%5D=100&geo%5B%5D=110&geo_except%5B%5D=12');

  expect(new URL((await reloaded).url()).search).toBe(`?id=${id}`);
  await expect(page.getByRole('list', { name: 'Запрещённые' }).getByText('Приволжский федеральный округ')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Разрешённые' }).getByText('Москва')).toBeVisible();
});
