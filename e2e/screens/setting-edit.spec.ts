// S 2 a setting's subgroup matrix in Chromium through the stand-in: a row moved with the keyboard (Space, ↓, Space;
// announced in Russian), a column toggled whole, then 'Сохранить' sends one link per checked cell with the rows' places.
import { expect, test } from '../support/test';

const PAGE = '/preferences/i/settings/1';

test('setting-edit: moves a subgroup down with the keyboard, toggles a role for all, saves', async ({ page }) => {
  await page.goto(PAGE);
  const table = page.getByRole('table', { name: 'Подгруппы по ролям' });
  await expect(table.locator('tbody tr')).toHaveCount(5);
  const names = await table.locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(names.slice(0, 3)).toEqual(['Финансы', 'Отчёты по кампаниям', 'Медиапланы']);
  const handle = table.getByRole('button', { name: 'Перетащить Финансы', exact: true });
  await expect(handle).toBeEnabled(); // dnd-kit loaded

  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Строка «Финансы» взята, позиция 1 из 5.')).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Строка «Финансы» над строкой «Отчёты по кампаниям», позиция 2 из 5.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(table.locator('tbody tr td:nth-child(2)').first()).toHaveText('Отчёты по кампаниям');

  await table.getByRole('checkbox', { name: 'Все подгруппы: Модератор' }).check();
  await expect(page.getByText('Есть несохранённые изменения')).toBeVisible();
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === PAGE);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const body = (await saved).postDataJSON() as { subgroups: { group_id: number; role_id: number; sort: number }[] };
  expect(body.subgroups.filter((l) => l.role_id !== 4)).toEqual([
    { group_id: 11, role_id: 1, sort: 1 }, { group_id: 11, role_id: 3, sort: 1 },
    { group_id: 12, role_id: 1, sort: 2 }, { group_id: 12, role_id: 2, sort: 2 },
    { group_id: 14, role_id: 2, sort: 3 },
  ]);
  expect(body.subgroups.filter((l) => l.role_id === 4).map((l) => l.group_id)).toEqual([11, 12, 14, 13, 15]);
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено!' })).toBeVisible();
  await expect(page.getByText('Есть несохранённые изменения')).toHaveCount(0);
});
