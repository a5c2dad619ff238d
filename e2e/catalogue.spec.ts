// The index links every built screen of the catalogue and passes axe. Each screen's own page (opens,
// islands alive, no console error, axe, its modals) is checked once, in gates/page.spec.ts.
import { existingScreens } from '../fixtures/server/node/screens';
import { expect, test } from './support/test';

const screens = existingScreens().filter((s) => s.entry !== 'navigation');

test.use({ notices: true });

test('the index lists every built screen', async ({ page, axe }) => {
  await page.goto('/');
  await expect(page.getByRole('link').first()).toBeAttached();
  // One read of the page's links, not one locator per screen: 96 of them add up.
  const links = new Set(await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
  expect(screens.filter((s) => !links.has(s.sample)).map((s) => s.entry), 'screens without a link on the index').toEqual([]);
  // The index carries the navigation island too, with the layout's notices.
  await expect(page.getByRole('navigation', { name: 'Основное меню' }).getByRole('button', { name: 'Статистика' })).toBeVisible();
  await expect(page.locator('#navigation .alert-danger')).toHaveCount(0);
  await expect(page.locator('.toast', { hasText: 'Плановые работы 14 июня' })).toBeVisible();
  await axe.check();
});
