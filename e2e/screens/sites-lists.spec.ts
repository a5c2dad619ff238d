// A 2 sites lists in Chromium through the stand-in, in one flow: status filter and search → hash →
// reload keeps them → Back restores; delete with confirmation; the export link (headers: the `page`
// fixture; axe: the page gate). Sorting and a failed delete are jsdom's.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/preferences/sites-lists/';
const API = '/api/hb/sites-lists';

const table = (page: Page) => page.getByRole('table', { name: 'Списки сайтов' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const statusBadges = (page: Page) => bodyRows(page).locator('td:nth-child(2) .badge').allTextContents();

async function openList(page: Page, url = PAGE) {
  await page.goto(url);
  await expect(table(page)).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByText('Ожидаю данные...')).toHaveCount(0);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Searches by name and waits for the table to show only matching lists. */
async function searchFor(page: Page, name: string) {
  await page.getByLabel('Поиск по названию').fill(name);
  await page.getByLabel('Поиск по названию').press('Enter');
  await expect(page).toHaveURL(/#q=/);
  await expect
    .poll(async () => {
      const names = await bodyRows(page).locator('td:nth-child(3)').allTextContents();
      return names.length > 0 && names.every((n) => n.includes(name));
    })
    .toBe(true);
}

test('status filter and search go to the hash, reload keeps them, Back restores; a list is deleted after the confirmation; the export link downloads', async ({ page }) => {
  await openList(page);
  await expect.poll(async () => new Set(await statusBadges(page))).toEqual(new Set(['Активен', 'Заблокирован']));
  await expect(page.getByRole('link', { name: 'Добавить' })).toHaveAttribute('href', '/preferences/sites-lists/create');

  const blocked = page.waitForRequest((r) => new URL(r.url()).pathname === API && new URL(r.url()).searchParams.get('status') === 'blocked');
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Заблокирован' }).click();
  await blocked;
  await expect(page).toHaveURL(/#s=blocked$/);
  await expect.poll(async () => new Set(await statusBadges(page))).toEqual(new Set(['Заблокирован']));

  const names = () => bodyRows(page).locator('td:nth-child(3)').allTextContents();
  await page.getByLabel('Поиск по названию').fill('сайты');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(new RegExp(`#q=${encodeURIComponent('сайты')}&s=blocked$`));
  await expect.poll(async () => (await names()).length > 0 && (await names()).every((n) => n.includes('сайты'))).toBe(true);

  await page.reload();
  await expect(page.getByLabel('Поиск по названию')).toHaveValue('сайты');
  await expect.poll(async () => (await names()).length > 0 && (await names()).every((n) => n.includes('сайты'))).toBe(true);
  await expect(page.locator('.sites-lists-status')).toContainText('Заблокирован');

  await page.goBack();
  await expect(page).toHaveURL(/#s=blocked$/);
  await expect(page.getByLabel('Поиск по названию')).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/\/preferences\/sites-lists\/$/);
  await expect(page.locator('.sites-lists-status')).toContainText('Все статусы');
  await expect.poll(async () => new Set(await statusBadges(page))).toEqual(new Set(['Активен', 'Заблокирован']));

  // Delete: any of the four 'Площадки для видео' lists (the stand-in keeps deletions until it restarts).
  await searchFor(page, 'Площадки для видео');
  const row = bodyRows(page).first();
  const name = (await row.locator('td:nth-child(3)').textContent()) ?? '';
  const before = await bodyRows(page).count();
  await row.getByRole('button', { name: /^Удалить/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Вы уверены?');
  await expect(dialog).toContainText(`Удаление списка «${name}»`);
  const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && new URL(r.url()).pathname.startsWith(`${API}/`));
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await deleted;
  await expect(page.locator('.toast', { hasText: 'Список сайтов удалён' })).toBeVisible();
  await expect(bodyRows(page).locator('td:nth-child(3)', { hasText: new RegExp(`^${escapeRegExp(name)}$`) })).toHaveCount(0);
  if (before === 1) await expect(table(page).getByText('По вашему запросу ничего не найдено')).toBeVisible();
  else await expect(bodyRows(page)).toHaveCount(before - 1);

  // The export link.
  await searchFor(page, 'Премиальные площадки №2');
  const link = bodyRows(page).first().getByRole('link', { name: /^Excel/ });
  expect(await link.getAttribute('href')).toMatch(/^\/api\/hb\/sites-lists\/\d+\/export$/);
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toMatch(/^sites-list-\d+\.csv$/);
});
