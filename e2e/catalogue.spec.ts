// Every built screen of the catalogue opens from the stand-in server in Chromium: the island renders,
// shows its seed data, logs no error (nor does the navigation island every page carries), shows no
// error alert. (axe runs on every screen and its modals in gates/a11y.spec.ts.)
import { existingScreens } from '../fixtures/server/node/screens';
import { expect, test } from './support/test';

/** The load-state texts of a list while it is not done (ARCHITECTURE.md, list store). */
const LOADING_TEXTS = ['Ожидаю данные...', 'Данные получены. Строю таблицу...'];

const screens = existingScreens().filter((s) => s.entry !== 'navigation');

test('the index lists every built screen', async ({ page, axe }) => {
  await page.goto('/');
  for (const screen of screens) {
    await expect(page.locator(`a[href="${screen.sample}"]`).first(), `link to ${screen.entry}`).toBeAttached();
  }
  await axe.check();
});

for (const screen of screens) {
  test(`${screen.entry} opens at ${screen.sample}`, async ({ page }) => {
    await page.goto(screen.sample);
    await page.waitForFunction(
      ({ id, loading }) => {
        const node = document.getElementById(id);
        const text = document.body.textContent ?? '';
        return node !== null && node.childElementCount > 0 && !loading.some((t) => text.includes(t));
      },
      { id: screen.entry, loading: LOADING_TEXTS },
    );
    // Late requests (notices, lazy lists) may still log errors: let the network settle first.
    await page.waitForLoadState('networkidle');

    const mount = page.locator(`#${screen.entry}`);
    await expect(mount.locator('.alert-danger')).toHaveCount(0);
    if (screen.shows) await expect(page.getByText(screen.shows).first()).toBeVisible();
  });
}
