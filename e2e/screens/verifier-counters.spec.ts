// A 2 Verifier counters in Chromium through the stand-in, in one flow: a counter created in the add
// modal (#new) → the table; its prices tab: a period added with the date pickers (Russian locale) → the
// day's price shown, edited and deleted after asking. Validation, 'Цены не найдены', the 0 rule and
// failures are jsdom's.
import { expect, test } from '../support/test';

const PAGE = '/preferences/verifier-counters';

test('creates a counter, sets its price for a period, edits and deletes a day', async ({ page }) => {
  await page.goto(PAGE);
  const table = page.getByRole('table', { name: 'Счётчики верификаторов' });
  // Other tests on the same stand-in may add counters meanwhile: the count is not pinned, the name is unique.
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const name = `Проверка: счётчик «видимость» ${Date.now()}`;

  await page.getByRole('button', { name: 'Добавить' }).click();
  await expect(page).toHaveURL(/#new$/);
  let dialog = page.getByRole('dialog', { name: 'Новый счётчик верификатора' });
  await dialog.getByRole('textbox', { name: 'Название' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Верификатор' }).selectOption({ label: 'Mediascope' });
  await dialog.getByRole('combobox', { name: 'Единица учёта' }).selectOption({ label: 'Просмотр' });
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  const row = table.locator('tbody tr', { hasText: name });
  await expect(row).toContainText('Mediascope');
  await expect(row).toContainText('—');

  await row.getByRole('button', { name: /^Изменить счётчик/ }).click();
  dialog = page.getByRole('dialog', { name: `Счётчик верификатора «${name}»` });
  await dialog.getByRole('tab', { name: 'Цены' }).click();
  await expect(dialog.getByText('Цены не найдены')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'С даты' }).fill('01.12.2026');
  await dialog.getByRole('textbox', { name: 'По дату' }).fill('03.12.2026');
  await dialog.getByRole('textbox', { name: 'Цена' }).fill('1,5');
  const posted = page.waitForRequest((r) => r.method() === 'POST' && /\/prices$/.test(new URL(r.url()).pathname));
  await dialog.getByRole('button', { name: 'Задать' }).click();
  expect((await posted).postDataJSON()).toEqual({ date_from: '2026-12-01', date_to: '2026-12-03', price: 1.5 });
  await expect(dialog.getByRole('textbox', { name: 'Цена за 02.12.2026' })).toHaveValue('1,5');

  await dialog.getByRole('textbox', { name: 'Цена за 02.12.2026' }).fill('2');
  await dialog.getByRole('button', { name: 'Сохранить цену за 02.12.2026' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Цена за 02.12.2026' })).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Удалить цену за 03.12.2026' }).click();
  await page.getByRole('dialog', { name: 'Удаление цены за 03.12.2026' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Цена за 03.12.2026' })).toHaveCount(0);
  await expect(dialog.locator('tbody tr')).toHaveCount(2);
});
