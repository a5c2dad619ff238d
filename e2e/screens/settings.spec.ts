// S 2 settings in Chromium through the stand-in, in one flow: the filters /filters names → 'Найти' → the hash →
// reload keeps them → sort → Back restores; a name links to the setting's page. Edge cases are jsdom's.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/preferences/i/settings';
const SEARCH = `${PAGE}/search`;

const table = (page: Page) => page.getByRole('table', { name: 'Настройки' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

test('settings: filters from the sidebar into the hash, reload keeps them, sorts, Back restores, links to a setting', async ({ page }) => {
  await page.goto(PAGE);
  await expect(bodyRows(page)).toHaveCount(50);

  await page.getByRole('combobox', { name: 'Тип' }).selectOption({ label: 'Число' });
  await page.getByRole('searchbox', { name: 'Название' }).fill('Порог');
  const searched = page.waitForRequest((r) => r.url().includes(SEARCH) && new URL(r.url()).searchParams.get('setting_type_id') === '2');
  await page.getByRole('button', { name: 'Найти' }).click();
  expect(Object.fromEntries(new URL((await searched).url()).searchParams)).toEqual({ name: 'Порог', setting_type_id: '2', page: '1', per_page: '50', field: 'setting_id', order: 'desc' });
  await expect(page).toHaveURL(/#flt=name%3D.+%26setting_type_id%3D2$/);
  await expect(bodyRows(page).first()).toContainText('Порог фрода, % №');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Название' })).toHaveValue('Порог');
  await expect(page.getByRole('combobox', { name: 'Тип' })).toHaveValue('2');
  await table(page).getByRole('button', { name: /Название/ }).click();
  await expect(page).toHaveURL(/&f=name&o=asc$/);
  await page.goBack();
  await expect(page).toHaveURL(/setting_type_id%3D2$/);

  const first = bodyRows(page).first().getByRole('link');
  const href = await first.getAttribute('href');
  expect(href).toMatch(new RegExp(`^${PAGE}/\\d+$`));
  await expect(page.getByRole('link', { name: 'Добавить настройку' })).toHaveAttribute('href', `${PAGE}/create`);
});
