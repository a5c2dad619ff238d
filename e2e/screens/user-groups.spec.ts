// S 2 user groups in Chromium through the stand-in, the main flow in one page load: add a group (the
// required messages first) → its members modal → search a user, load more, add → remove (confirmed) →
// delete the group (confirmed). Edge cases (unknown users and statuses, server errors) are in jest.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/users/groups';

const table = (page: Page) => page.getByRole('table', { name: 'Группы пользователей' });
const rowOf = (page: Page, name: string) => table(page).locator('tbody tr', { has: page.getByRole('cell', { name, exact: true }) });
const call = (page: Page, method: string, path: RegExp) => page.waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname));

test('user-groups: adds a group, adds and removes a member, deletes the group', async ({ page }) => {
  const name = `Группа e2e ${Date.now()}`;
  await page.goto(PAGE);
  await expect(table(page).getByRole('cell', { name: 'Менеджеры продаж', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Добавить группу' }).click();
  const modal = page.getByRole('dialog', { name: 'Новая группа пользователей' });
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  await expect(modal.getByText('Поле "Проект" обязательно для заполнения!')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Название' }).fill(name);
  await modal.getByRole('combobox', { name: 'Проект' }).selectOption({ label: 'Мобильная реклама' });
  const created = call(page, 'POST', /^\/users\/groups$/);
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  expect((await created).postDataJSON()).toEqual({ name, organization_id: 3, description: '' });
  await expect(modal).toHaveCount(0);
  const row = rowOf(page, name);
  await expect(row).toContainText('Мобильная реклама');

  await row.getByRole('button', { name: `Участники группы «${name}»` }).click();
  const members = page.getByRole('dialog', { name: `Участники группы «${name}»` });
  await expect(members.getByText('В группе нет участников.')).toBeVisible();
  const more = call(page, 'GET', /^\/users\/search$/);
  await members.getByRole('button', { name: 'Загрузить ещё' }).click();
  expect(new URL((await more).url()).searchParams.get('page')).toBe('2');
  await members.getByRole('searchbox', { name: 'Имя или логин пользователя' }).fill('kuznetsova2');
  await members.getByRole('searchbox', { name: 'Имя или логин пользователя' }).press('Enter');
  const added = call(page, 'PUT', /^\/users\/groups\/\d+\/add\/\d+$/);
  await members.getByRole('button', { name: 'Добавить пользователя «kuznetsova2» в группу' }).click();
  await added;
  await expect(members.getByRole('table', { name: 'Участники группы' })).toContainText('kuznetsova2');
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();

  await members.getByRole('button', { name: 'Исключить пользователя «kuznetsova2» из группы' }).click();
  const confirm = page.getByRole('dialog', { name: `Исключение пользователя «kuznetsova2» из группы «${name}»` });
  const removed = call(page, 'DELETE', /^\/users\/groups\/\d+\/rm\/\d+$/);
  await confirm.getByRole('button', { name: 'Исключить' }).click();
  await removed;
  await expect(members.getByText('В группе нет участников.')).toBeVisible();
  await members.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(members).toHaveCount(0);

  await row.getByRole('button', { name: `Удалить группу «${name}»` }).click();
  const deleting = call(page, 'DELETE', /^\/users\/groups\/\d+$/);
  await page.getByRole('dialog', { name: `Удаление группы «${name}»` }).getByRole('button', { name: 'Удалить' }).click();
  await deleting;
  await expect(row).toHaveCount(0);
});
