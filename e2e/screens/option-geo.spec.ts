// Geo targeting in Chromium through the stand-in, one page load and a reload: a new object's option is off
// with empty lists; switched on, an object ticked in the tree goes to the chosen list, one found by name to
// the other; saved as {status, value, meta}; after a reload the lists are back, named. The rest: jsdom.
import { expect, test } from '../support/test';

test('adds a ticked object and a found one to the lists, saves them with their names and finds them after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/geo/?id=${id}`);
  await expect(page.getByText('Таргет не включен')).toBeVisible();
  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();

  await page.getByRole('treeitem', { name: 'Сибирский федеральный округ' }).locator('.tree-name').click();
  await page.getByRole('radio', { name: 'Разрешённые' }).check();
  await page.getByRole('button', { name: 'Добавить отмеченные (1)' }).click();

  await page.getByRole('radio', { name: 'Запрещённые' }).check();
  await page.getByRole('textbox', { name: 'Названия, по одному в строке' }).fill('Алматы');
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('button', { name: 'Применить (1)' }).click();
  await expect(page.getByRole('list', { name: 'Запрещённые' }).getByText('Алматы')).toBeVisible();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/geo/');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  const post = await saved;
  expect(new URL(post.url()).searchParams.get('id')).toBe(String(id));
  expect(post.postDataJSON()).toEqual({ status: 1, value: { allow: [13], deny: [200] }, meta: [{ id: 13, name: 'Сибирский федеральный округ' }, { id: 200, name: 'Алматы' }] });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Статус таргета: Включен' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Разрешённые' }).getByText('Сибирский федеральный округ')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Запрещённые' }).getByText('Алматы')).toBeVisible();
});
