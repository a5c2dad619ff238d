// The audience picker in Chromium through the stand-in, one page load and a reload: a new object's option
// is off with 'Аудитория не выбрана'; switched on, names searched one per line, one of several picked,
// applied and saved as {status, value: [{id, name}]}; after a reload the audiences are back. The rest: jsdom.
import { expect, test } from '../support/test';

test('searches audiences by names, applies the picks, saves them and finds them after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/audience/?id=${id}`);
  await expect(page.getByText('Аудитория не выбрана')).toBeVisible();
  await expect(page.getByText('Таргет не включен')).toBeVisible();

  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await page.getByRole('textbox', { name: 'Названия, по одному в строке' }).fill('Автолюбители\n\nспорт');
  await page.getByRole('radio', { name: 'Частичное' }).check();
  await page.getByRole('button', { name: 'Найти' }).click();
  await page.getByRole('combobox', { name: 'Совпадение для «спорт»' }).selectOption({ label: 'Спорт: бег' });
  await page.getByRole('button', { name: 'Применить (2)' }).click();
  const chosen = page.getByRole('table', { name: 'Выбранные аудитории' });
  await expect(chosen.getByRole('cell', { name: 'Спорт: бег', exact: true })).toBeVisible();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/audience/');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  const post = await saved;
  expect(new URL(post.url()).searchParams.get('id')).toBe(String(id));
  expect(post.postDataJSON()).toEqual({ status: 1, value: [{ id: 101, name: 'Автолюбители' }, { id: 102, name: 'Спорт: бег' }] });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(page.getByText('Есть несохранённые изменения')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Статус таргета: Включен' })).toBeChecked();
  await expect(page.getByRole('table', { name: 'Выбранные аудитории' }).getByRole('row')).toHaveCount(3);
});
