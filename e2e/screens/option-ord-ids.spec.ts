// The ORD id list in Chromium through the stand-in: no status; a new object has none; ids added (an
// empty row dropped), saved with PUT {items: [{ord_id, entity_id}]}; after a reload they are back.
import { expect, test } from '../support/test';

test('adds ORD ids, saves them with PUT and the entity id, and finds them after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/ord-ids/?id=${id}`);
  await expect(page.getByText('Идентификаторы не заданы')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  const add = page.getByRole('button', { name: 'Добавить идентификатор' });
  await add.click();
  await add.click();
  await page.getByRole('textbox', { name: 'Идентификатор ОРД 1' }).fill('Kra23f3VX');

  const saved = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/options/ord-ids/');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({ items: [{ ord_id: 'Kra23f3VX', entity_id: id }] });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Идентификатор ОРД 1' })).toHaveValue('Kra23f3VX');
  await expect(page.getByRole('textbox', { name: 'Идентификатор ОРД 2' })).toHaveCount(0);
});
