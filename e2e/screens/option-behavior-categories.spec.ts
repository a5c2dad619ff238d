// Behaviour category targeting in Chromium through the stand-in, one page load and a reload: a new object's
// option is off and locked; switched on, a category ticked in the tree and one found by name, a percent
// typed, saved as {status, value: [{category_id, percent}]}; after a reload the choice is back. Rules,
// deletes and Excel in detail: jsdom.
import { expect, test } from '../support/test';

test('ticks a category, finds another by name, saves the percents and finds them after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/behavior-categories/?id=${id}`);
  await expect(page.getByText('Таргет не включен')).toBeVisible();
  await expect(page.getByText('Категории не выбраны')).toBeVisible();

  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await page.getByRole('treeitem', { name: 'Финансы' }).getByText('Финансы').click();
  await expect(page.getByRole('treeitem', { name: 'Финансы' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Названия, по одному в строке').fill('Отели');
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('button', { name: 'Применить (1)' }).click();
  const hotels = page.getByRole('textbox', { name: 'Процент: Отели' });
  await expect(hotels).toHaveValue('50');
  await hotels.fill('25,5');

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/behavior-categories/');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const post = await saved;
  expect(new URL(post.url()).searchParams.get('id')).toBe(String(id));
  // A 7 Behavior save: the chosen ids beside the option's value (issue 43).
  expect(post.postDataJSON()).toEqual({ status: 1, value: [{ category_id: 3, percent: 30 }, { category_id: 22, percent: 25.5 }], ids: [3, 22] });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(page.getByText('Есть несохранённые изменения')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Статус таргета: Включен' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Процент: Отели' })).toHaveValue('25,5');
  await expect(page.getByRole('textbox', { name: 'Процент: Финансы' })).toHaveValue('30');
});
