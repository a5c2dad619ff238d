// A 2 banner type fields in Chromium through the stand-in: the table loads, dnd-kit arrives on demand,
// a row is moved with the keyboard (Space, ↓, ↓, Space; announced in Russian) and the sort call carries
// the whole new order. Banner type 2: the gates add fields to type 1 on the same server.
import { expect, test } from '../support/test';

const PAGE = '/preferences/banners-types/2/fields';

test('moves a field two rows down with the keyboard and saves the order', async ({ page }) => {
  await page.goto(PAGE);
  const table = page.getByRole('table', { name: 'Поля типа баннера' });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // The row's name cell (the third): ids in the table's order.
  const ids = (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).map(Number);
  const names = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
  const handle = table.getByRole('button', { name: `Перетащить ${names[0]}`, exact: true });
  await expect(handle).toBeEnabled(); // dnd-kit loaded (React.lazy)

  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Строка «${names[0]}» взята, позиция 1 из ${ids.length}.`)).toBeAttached();
  // Each step announced before the next key (a key pressed mid-animation would measure the old place).
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`Строка «${names[0]}» над строкой «${names[1]}», позиция 2 из ${ids.length}.`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`Строка «${names[0]}» над строкой «${names[2]}», позиция 3 из ${ids.length}.`)).toBeAttached();
  const sorted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `${PAGE}/sort`);
  await page.keyboard.press('Space');
  const expected = [ids[1], ids[2], ids[0], ...ids.slice(3)];
  const request = await sorted;
  expect(request.postDataJSON()).toEqual({ order: expected });
  expect((await request.allHeaders())['x-csrf-token']).toBe(await page.locator('meta[name="csrf-token"]').getAttribute('content'));
  await expect(page.getByText(`Строка «${names[0]}» поставлена: позиция 3 из ${ids.length}.`)).toBeAttached();
  await expect(page.locator('.toast', { hasText: 'Порядок полей сохранён' })).toBeVisible();
  await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText(expected.map(String));
  await expect(handle, 'the keyboard user stays on the row moved').toBeFocused();
});
