// A 2 creative groups in Chromium through the stand-in: a campaign's flights with their groups, one flight of another
// group and one of none put into the chosen group after the question, a group renamed in the modal. Edge cases
// (no campaign, no flights, the name rule, server errors, flights of two campaigns) are in jest.
import { expect, test } from '../support/test';

test('puts two flights into a group after the question and renames the group', async ({ page }) => {
  await page.goto('/campaigns/creative-groups/?campaign_id=1');
  const table = page.getByRole('table', { name: 'Флайты кампании' });
  await expect(table.locator('tbody tr')).toHaveCount(18);
  await expect(page.getByLabel('Группа', { exact: true })).toHaveValue('1');

  await page.getByRole('checkbox', { name: 'Выбрать флайт 105' }).check();
  await page.getByRole('checkbox', { name: 'Выбрать флайт 110' }).check();
  const put = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/core/campaigns/creatives-groups/1');
  await page.getByRole('button', { name: 'Добавить в группу (2)' }).click();
  const question = page.getByRole('dialog', { name: 'Смена группы' });
  await expect(question).toContainText('(#105) уже входят в другую группу');
  await question.getByRole('button', { name: 'Продолжить' }).click();
  expect((await put).postDataJSON()).toMatchObject({ creatives: [101, 102, 103, 104, 105, 110] });
  await expect(table.locator('tbody tr', { has: page.getByRole('checkbox', { name: 'Выбрать флайт 110' }) })).toContainText('Охват — Москва');

  await page.getByRole('button', { name: 'Переименовать' }).click();
  const modal = page.getByRole('dialog', { name: 'Переименование группы' });
  await modal.getByLabel(/Название/).fill('Охват — вся Россия');
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByLabel('Группа', { exact: true }).locator('option:checked')).toHaveText('Охват — вся Россия');
  await expect(table.locator('tbody tr', { has: page.getByRole('checkbox', { name: 'Выбрать флайт 110' }) })).toContainText('Охват — вся Россия');
});
