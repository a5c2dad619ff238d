// I 2.5 in Chromium through the stand-in, one flow: a user's images, page 2 in the hash → the actions
// tab (#actions) with its tags → a reload keeps the tab → Back returns to the images' page 2 → an
// image's link opens its history. Edge cases (unknown user, nothing, a failed load) are jsdom's.
import { expect, test } from '../support/test';

const PAGE = '/statistics/inimage/moderation/user/1/images';

test('moderation-user: pages the images, switches to the actions tab in the hash, reload and Back keep them, opens an image history', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByText('o.ivanov1')).toBeVisible();
  const images = page.getByRole('table', { name: 'Изображения, изменённые пользователем' });
  await expect(images.locator('tbody tr')).toHaveCount(50);
  const pager = page.getByRole('navigation', { name: 'Страницы', exact: true });
  await pager.getByRole('button', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/#p=2$/);
  await expect(images.locator('tbody tr')).toHaveCount(20);

  await page.getByRole('tab', { name: 'Действия' }).click();
  await expect(page).toHaveURL(/#actions$/);
  const actions = page.getByRole('table', { name: 'Действия пользователя' });
  await expect(actions.locator('tbody tr')).toHaveCount(50);
  // The tag names arrive: no row shows a bare 'Тег {id}'.
  await expect(actions.locator('tbody tr').first().locator('.badge').first()).not.toHaveText(/^Тег \d+$/);

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Действия' })).toHaveAttribute('aria-selected', 'true');
  await expect(actions.locator('tbody tr')).toHaveCount(50);

  await page.goBack();
  await expect(page).toHaveURL(/#p=2$/);
  await expect(images.locator('tbody tr')).toHaveCount(20);
  const link = images.locator('tbody tr').first().getByRole('link');
  const name = await link.textContent();
  await link.click();
  await expect(page).toHaveURL(/\/statistics\/inimage\/moderation\/image\/\d+$/);
  await expect(page.getByRole('heading', { name: name ?? '' })).toBeVisible();
});
