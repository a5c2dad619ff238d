// I 2.5 in Chromium through the stand-in, one flow: a user's images, page 2 in the hash → the actions
// tab (#actions) with its tags → Back returns to the images' page 2. No axe
// here: it takes 8 s over 50 rows of badges; the same tag groups (TagStateView) are axe-checked by the
// page gate on image-history. Edge cases (unknown user, nothing, a failed load,
// the links) are jsdom's (ModerationUserScreen.test.tsx); a hash read at start, the store test's.
import { expect, test } from '../support/test';

const PAGE = '/statistics/inimage/moderation/user/1/images';

test('moderation-user: pages the images, switches to the actions tab in the hash, Back returns to the images page 2', async ({ page }) => {
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
  // The tag names have arrived: the first badge is a name, not 'Тег {id}'.
  await expect(actions.locator('tbody tr').first().locator('.badge').first()).not.toHaveText(/^Тег \d+$/);

  await page.goBack();
  await expect(page).toHaveURL(/#p=2$/);
  await expect(images.locator('tbody tr')).toHaveCount(20);
  await expect(images.locator('tbody tr').first().getByRole('link')).toHaveAttribute('href', /^\/statistics\/inimage\/moderation\/image\/\d+$/);
});
