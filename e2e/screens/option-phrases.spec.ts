// Page-content phrases in Chromium through the stand-in: a new object's option is off and locked; switched
// on, two phrases added (one left empty, dropped), one removed after 'Вы уверены?', saved as {content,
// counter}; after a reload the saved phrase is back.
import { expect, test } from '../support/test';

test('switches the target on, adds and removes phrases, saves without the empty row and finds them after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/phrases/?id=${id}`);
  await expect(page.getByText('Фразы не заданы')).toBeVisible();
  const add = page.getByRole('button', { name: 'Добавить фразу' });
  await expect(add).toBeDisabled();

  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await add.click();
  await add.click();
  await add.click();
  await page.getByRole('textbox', { name: 'Фраза 1', exact: true }).fill('первая');
  await page.getByRole('textbox', { name: 'Фраза 2', exact: true }).fill('купить диван');
  await page.getByRole('textbox', { name: 'Фраза 2: не менее раз' }).fill('3');
  await page.getByRole('button', { name: 'Удалить строку 1: Фразы' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Вы уверены?' });
  await dialog.locator('.modal-footer button').last().click();
  await expect(page.getByRole('textbox', { name: 'Фраза 1', exact: true })).toHaveValue('купить диван');

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/phrases/');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({ status: 1, value: [{ content: 'купить диван', counter: 3 }] });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Фраза 1', exact: true })).toHaveValue('купить диван');
  await expect(page.getByRole('textbox', { name: 'Фраза 2', exact: true })).toHaveCount(0);
});
