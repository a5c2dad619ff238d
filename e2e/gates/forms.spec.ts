// Unsaved edits, in the browser (what jsdom cannot show: the browser's "leave the page?" question),
// on every screen with a form (probe.form), in ONE page load: typing marks the edits unsaved and
// closing the page asks first (the question is dismissed: the user stays); after a successful save
// (a create page's redirect included) closing asks nothing. Failed saves × every fault kind and the
// double submit run in jsdom (src/test/gates/matrix.ts).
import type { Dialog, Page } from '@playwright/test';
import { compilePattern } from '../../fixtures/server/core/paths';
import { expect, test } from '../support/test';
import { fillForm, forEachScreen, pageOf, waitForScreen } from './gate';

/** Closes the page as the user would: beforeunload runs; a dismissed question keeps the page open. */
async function tryToLeave(page: Page): Promise<void> {
  await page.close({ runBeforeUnload: true });
}

forEachScreen('forms', (screen, probe) => {
  const form = probe.form;
  if (!form) return;
  const url = form.page ?? pageOf(screen, probe);

  test(`${screen.entry}: unsaved edits are marked and leaving asks; after a save nothing asks`, async ({ page }) => {
    const dialogs: Dialog[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog);
      void dialog.dismiss();
    });
    await page.goto(url);
    await waitForScreen(page, screen.entry);
    await expect(page.getByText(form.unsaved)).toHaveCount(0);
    await fillForm(page, form);
    await expect(page.getByText(form.unsaved), 'the screen shows that there are unsaved edits').toBeVisible();
    await tryToLeave(page);
    await expect.poll(() => dialogs.map((d) => d.type()), { message: 'leaving with unsaved edits asks first' }).toEqual(['beforeunload']);
    expect(page.isClosed(), 'the user said stay: the page stays').toBe(false);

    const path = compilePattern(form.save.path);
    const saved = page.waitForResponse((r) => r.request().method() === form.save.method && path.match(new URL(r.url()).pathname) !== null);
    await page.getByRole('button', { name: form.save.button, exact: true }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText(form.unsaved), 'nothing is marked unsaved').toHaveCount(0);
    // A create page goes on to the saved object's page: that page must be settled before leaving it.
    await page.waitForLoadState('networkidle');
    await waitForScreen(page, screen.entry);
    const closed = page.waitForEvent('close');
    await tryToLeave(page);
    await closed;
    expect(dialogs.map((d) => d.type()), 'after the save: no question, on the redirect or on leaving').toEqual(['beforeunload']);
  });
});
