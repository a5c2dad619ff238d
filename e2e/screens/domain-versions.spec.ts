// A 2 domain versions in Chromium through the stand-in, the main flow in one page load: a new version
// (asked first over the draft), a publish refused with the comparison errors' modal, unpublish and
// publish again, delete after the confirmation. Edge cases (garbage answers, failures) are in the jest tests.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/campaigns/stat/client-domains/1';
const API = '/api/stat/custom-report-domains-versions';

const table = (page: Page) => page.getByRole('table', { name: 'Версии доменов' });
const call = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname));

test('domain versions: create over a draft, a refused publish, unpublish and publish, delete', async ({ page }) => {
  await page.goto(PAGE);
  await expect(table(page).getByRole('cell', { name: '<b>sidorov</b> & co', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Создать версию' }).click();
  const ask = page.getByRole('dialog', { name: 'Новая версия' });
  await expect(ask).toContainText('Последняя версия ещё не опубликована. Создать новую версию?');
  const created = call(page, 'POST', new RegExp(`^${API}$`));
  await ask.getByRole('button', { name: 'Создать версию' }).click();
  const post = await created;
  expect(post.postDataJSON()).toEqual({ object_id: 1, object_type_id: 1 });
  const newId = ((await (await post.response())?.json()) as { data: { id: number } }).data.id;
  expect((await post.allHeaders())['x-csrf-token']).toBe(await page.locator('meta[name="csrf-token"]').getAttribute('content'));
  await expect(page.locator('.toast', { hasText: 'Версия создана' })).toBeVisible();

  // The new draft has no domains: its publish is refused by the comparison.
  // The new version's own row (the list reloads after the create: the first row may still be the old draft).
  const newest = table(page).locator('tbody tr').filter({ has: page.getByRole('switch', { name: `Публикация версии №${newId}` }) });
  const publishing = call(page, 'PUT', new RegExp(`^${API}/\\d+$`));
  await newest.getByRole('switch').click();
  expect((await publishing).postDataJSON()).toEqual({ status: 'active' });
  const refused = page.getByRole('dialog', { name: 'Версия не опубликована: ошибки сравнения' });
  await expect(refused).toContainText('В версии нет доменов');
  await refused.getByRole('button', { name: 'Закрыть' }).click();
  await expect(refused).toHaveCount(0);
  await expect(newest.getByRole('switch')).not.toBeChecked();

  const published = page.getByRole('switch', { name: 'Публикация версии №1' });
  await published.click();
  await expect(published).not.toBeChecked();
  await published.click();
  await expect(published).toBeChecked();

  await newest.getByRole('button', { name: /^Удалить версию/ }).click();
  const confirm = page.getByRole('dialog', { name: /^Удаление версии/ });
  await expect(confirm).toContainText('Вы уверены?');
  const deleted = call(page, 'DELETE', new RegExp(`^${API}/\\d+$`));
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await deleted;
  await expect(page.locator('.toast', { hasText: 'Версия удалена' })).toBeVisible();
});
