// The index links every built screen of the catalogue and passes axe. Each screen's own page (opens,
// islands alive, no console error, axe, its modals) is checked once, in gates/page.spec.ts.
import { existingScreens } from '../fixtures/server/node/screens';
import { expect, test } from './support/test';

const screens = existingScreens().filter((s) => s.entry !== 'navigation');

test('the index lists every built screen', async ({ page, axe }) => {
  await page.goto('/');
  for (const screen of screens) {
    await expect(page.locator(`a[href="${screen.sample}"]`).first(), `link to ${screen.entry}`).toBeAttached();
  }
  // The index carries the navigation island too, with the layout's notices.
  await expect(page.getByRole('navigation', { name: 'Основное меню' }).getByRole('button', { name: 'Статистика' })).toBeVisible();
  await expect(page.locator('#navigation .alert-danger')).toHaveCount(0);
  await expect(page.locator('.toast', { hasText: 'Плановые работы 14 июня' })).toBeVisible();
  await axe.check();
});
