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
  await axe.check();
});
