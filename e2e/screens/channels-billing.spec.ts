// S 6 channels billing in Chromium through the stand-in, the main flow in one page load: a search → the call and the
// hash, the export opened in a new window with the page's hash (S 7 `?{hash}`), the partner's login link. Flags off and the
// per-row links are jsdom's (ChannelsBillingScreen.test.tsx).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/statistics/channels-billing';
const REPORT = '/api/stat/channels';

const table = (page: Page) => page.getByRole('table', { name: 'Биллинг каналов' });

test('searches, exports the page’s hash in a new window and links the partner’s login', async ({ page }) => {
  await page.goto(PAGE);
  await expect(table(page).locator('tbody tr[data-row]')).toHaveCount(50);
  await page.getByLabel('Поиск').fill('Сибирь');
  const call = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === REPORT);
  await page.getByRole('button', { name: 'Найти' }).click();
  expect(new URL((await call).url()).search).toBe('?search=%D0%A1%D0%B8%D0%B1%D0%B8%D1%80%D1%8C&page=1&per_page=50&field=amount&order=desc');
  await expect(page).toHaveURL(/#q=%D0%A1%D0%B8%D0%B1%D0%B8%D1%80%D1%8C$/);
  await expect(table(page).getByRole('link', { name: /^Войти как партнёр / }).first()).toHaveAttribute('href', /^\/users\/relog\/\?id=\d+$/);

  // A new window asks for the file (then closes itself as the download starts).
  const popup = page.waitForEvent('popup');
  const exported = page.context().waitForEvent('request', (r) => new URL(r.url()).pathname === `${REPORT}/export`);
  await page.getByRole('link', { name: 'Экспорт в Excel' }).click();
  await popup;
  expect(new URL((await exported).url()).search).toBe('?q=%D0%A1%D0%B8%D0%B1%D0%B8%D1%80%D1%8C');
});
