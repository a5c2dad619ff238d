// The allow/deny editor in Chromium through the stand-in, one page load and a reload: a new object's option
// is off; switched on, a value of the option type's dictionary ticked into the deny list and a rule added in
// its modal; saved as {status, value}; after a reload both are back. The rest: jsdom.
import { expect, test } from '../support/test';

test('denies a ticked value, adds an attribute rule, saves them and finds them after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/allow-deny/?id=${id}`);
  await expect(page.getByText('Таргет не включен')).toBeVisible();
  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();

  await page.getByRole('checkbox', { name: 'Азартные игры' }).check();
  await page.getByRole('radio', { name: 'Запрещённые' }).check();
  await page.getByRole('button', { name: 'Добавить отмеченные (1)' }).click();

  await page.getByRole('button', { name: 'Добавить правило' }).click();
  const dialog = page.getByRole('dialog', { name: 'Добавить правило' });
  await dialog.getByRole('combobox', { name: 'Атрибут' }).selectOption('domain');
  await dialog.getByRole('radio', { name: 'Запретить' }).check();
  await dialog.getByRole('textbox', { name: 'Значения, по одному в строке' }).fill('casino.example\nbet.example');
  await dialog.getByRole('button', { name: 'Применить' }).click();
  await expect(dialog).toBeHidden();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/allow-deny/');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  const post = await saved;
  expect(new URL(post.url()).searchParams.get('id')).toBe(String(id));
  expect(post.postDataJSON()).toEqual({ status: 1, value: { allow: [], deny: [8], rules: [{ attribute: 'domain', allow: false, values: ['casino.example', 'bet.example'] }] } });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Статус таргета: Включен' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Запрещённые' }).getByText('Азартные игры')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Правила по атрибутам' }).getByText('casino.example, bet.example')).toBeVisible();
});
