// I 2.5 in Chromium through the stand-in, one flow: the busiest users first → a login search into the
// hash → a reload keeps it → a user's link opens their moderation page. Edge cases (unknown login,
// nothing found, a failed search) are jsdom's (ModerationUsersScreen.test.tsx).
import { expect, test } from '../support/test';

const PAGE = '/statistics/inimage/moderation/users';

test('moderation-users: searches users by login into the hash, keeps it on reload, opens a user\'s moderation page', async ({ page }) => {
  await page.goto(PAGE);
  const table = page.getByRole('table', { name: 'Статистика модерации по пользователям' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(50);
  await expect(rows.first().locator('td').nth(1)).toHaveText('o.ivanov1');

  await page.getByLabel('Пользователь').fill('ivanov');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/#q=ivanov$/);
  await expect.poll(async () => (await rows.locator('td:nth-child(2)').allTextContents()).every((t) => t.includes('ivanov'))).toBe(true);
  const found = await rows.count();
  expect(found).toBeGreaterThan(1);

  await page.reload();
  await expect(page.getByLabel('Пользователь')).toHaveValue('ivanov');
  await expect(rows).toHaveCount(found);

  await table.getByRole('link', { name: 'o.ivanov1' }).click();
  await expect(page).toHaveURL(/\/statistics\/inimage\/moderation\/user\/1\/images$/);
  await expect(page.getByRole('table', { name: 'Изображения, изменённые пользователем' })).toBeVisible();
});
