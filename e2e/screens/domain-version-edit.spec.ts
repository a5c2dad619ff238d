// A 2 domain version page in Chromium through the stand-in, the main flow: a new version of object 2 created on the
// versions page and opened; domains added (the rejected one kept in the field with its reason), one removed, the
// version published, then deleted: the page goes back to the parent path with the toast. The filter modal, the
// comparison errors' modal, a rejected removal and bad answers are in the jest tests.
import { expect, test } from '../support/test';

const API = '/api/stat/custom-report-domains-versions';

test('a new version: domains added and removed, published, deleted back to the versions', async ({ page }) => {
  const stamp = Date.now();
  await page.goto('/campaigns/stat/client-domains/2');
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === API);
  await page.getByRole('button', { name: 'Создать версию' }).click();
  const newId = ((await (await created).json()) as { data: { id: number } }).data.id;
  await expect(page.locator('.toast', { hasText: 'Версия создана' })).toBeVisible();
  // The new version's own link (the list reloads after the create: the first row may still be the old latest).
  await page.getByRole('link', { name: `Открыть версию №${newId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/stat/client-domains/2/${newId}$`));
  await expect(page.getByText('В версии нет доменов')).toBeVisible();

  const field = page.getByLabel('Домены для добавления');
  await field.fill(`a-${stamp}.ru\nhttps://www.b-${stamp}.ru/page\nплохой`);
  const added = page.waitForRequest((r) => r.method() === 'POST' && /\/domains$/.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  expect((await added).postDataJSON()).toEqual({ domains: [`a-${stamp}.ru`, `b-${stamp}.ru`, 'плохой'] });
  await expect(page.getByText('плохой — Некорректное имя домена')).toBeVisible();
  await expect(field).toHaveValue('плохой');
  const table = page.getByRole('table', { name: 'Домены версии' });
  await expect(table.getByRole('cell', { name: `b-${stamp}.ru`, exact: true })).toBeVisible();

  await page.getByRole('checkbox', { name: `Выбрать домен a-${stamp}.ru` }).check();
  await page.getByRole('button', { name: 'Удалить выбранные (1)' }).click();
  await page.getByRole('dialog', { name: 'Удаление доменов' }).getByRole('button', { name: 'Удалить' }).click();
  await expect(table.getByRole('cell', { name: `a-${stamp}.ru`, exact: true })).toHaveCount(0);

  const published = page.waitForRequest((r) => r.method() === 'PUT' && new RegExp(`^${API}/\\d+$`).test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  expect((await published).postDataJSON()).toEqual({ status: 'active' });
  await expect(page.getByText('Опубликована', { exact: true })).toBeVisible();

  await field.fill('');
  await page.getByRole('button', { name: 'Удалить версию' }).click();
  await page.getByRole('dialog', { name: /^Удаление версии/ }).getByRole('button', { name: 'Удалить' }).click();
  await expect(page).toHaveURL(/\/campaigns\/stat\/client-domains\/2$/);
  await expect(page.locator('.toast', { hasText: 'Версия удалена' })).toBeVisible();
});
