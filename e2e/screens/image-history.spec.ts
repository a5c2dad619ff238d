// I 2.5 in Chromium through the stand-in, one flow: an image's changes with their users, dates and tag
// groups → a user's link opens their moderation; a deleted image shows only the alert. Malformed
// answers, 'Изменения не зафиксированы' and a failed load are jsdom's (ImageHistoryScreen.test.tsx).
import { expect, test } from '../support/test';

const PAGE = '/statistics/inimage/moderation/image';

test('image-history: lists the changes with users, dates and tags before and after; a user link opens their page; a deleted image is said so', async ({ page }) => {
  await page.goto(`${PAGE}/1`);
  const table = page.getByRole('table', { name: 'Изменения изображения' });
  await expect(table.locator('tbody tr')).toHaveCount(9);
  const latest = table.locator('tbody tr').first();
  await expect(latest.locator('td').first()).toHaveText('08.11.2026 23:38');
  await expect(latest.locator('td').nth(3)).toContainText('+ Кошки');
  await expect(latest.locator('td').nth(2)).toContainText('Закат');

  await table.getByRole('link', { name: 'Ирина Смирнова' }).click();
  await expect(page).toHaveURL(/\/statistics\/inimage\/moderation\/user\/13\/images$/);
  await expect(page.getByText('Ирина Смирнова')).toBeVisible();

  await page.goto(`${PAGE}/29`);
  await expect(page.getByRole('alert').filter({ hasText: 'Внимание, изображение было удалено!' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
