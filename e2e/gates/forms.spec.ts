// Gate 6, double submit and unsaved edits, on every screen with a form (probe.form):
// - with the save call slowed, a double click on Save sends exactly one request (and Save is disabled meanwhile);
// - after typing, the screen marks the edits unsaved and leaving the page asks first (beforeunload);
// - after a successful save nothing asks any more (the create pages' redirect included).
import type { Dialog, Page, Request } from '@playwright/test';
import { compilePattern } from '../../fixtures/server/core/paths';
import type { FormProbe } from '../probes';
import { expect, test } from '../support/test';
import { fillForm, forEachScreen, pageOf, waitForScreen } from './gate';

const SLOW_MS = 2000;

function isSave(form: FormProbe): (request: Request) => boolean {
  const path = compilePattern(form.save.path);
  return (request) => request.method() === form.save.method && path.match(new URL(request.url()).pathname) !== null;
}

/** Every dialog the page opens, answered so the page can go on. */
function recordDialogs(page: Page): Dialog[] {
  const dialogs: Dialog[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog);
    void dialog.accept();
  });
  return dialogs;
}

/** Closes the page as the user would (beforeunload runs) and waits until it is gone. */
async function leave(page: Page): Promise<void> {
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
}

forEachScreen('forms', (screen, probe) => {
  const form = probe.form;
  if (!form) return;
  const url = form.page ?? pageOf(screen, probe);
  const saveButton = (page: Page) => page.getByRole('button', { name: form.save.button, exact: true });

  test(`${screen.entry}: a double click on Save sends one request`, async ({ page, standIn }) => {
    await page.goto(url);
    await waitForScreen(page, screen.entry);
    await fillForm(page, form);
    await standIn.fault({ method: form.save.method, path: form.save.path, kind: 'slow', ms: SLOW_MS });
    const saves: Request[] = [];
    page.on('request', (request) => {
      if (isSave(form)(request)) saves.push(request);
    });
    const answered = page.waitForResponse((response) => isSave(form)(response.request()), { timeout: 4 * SLOW_MS });
    await saveButton(page).dblclick();
    await expect(saveButton(page), 'Save is disabled while the save is in flight').toBeDisabled();
    await answered;
    // A second request would have left by now: it was sent on the second click, before the slow answer.
    expect(saves.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toHaveLength(1);
    expect((await standIn.requests()).filter((r) => r.method === form.save.method && compilePattern(form.save.path).match(r.path))).toHaveLength(1);
  });

  test(`${screen.entry}: unsaved edits are marked and leaving the page asks first`, async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto(url);
    await waitForScreen(page, screen.entry);
    await expect(page.getByText(form.unsaved)).toHaveCount(0);
    await fillForm(page, form);
    await expect(page.getByText(form.unsaved), 'the screen shows that there are unsaved edits').toBeVisible();
    await leave(page);
    expect(dialogs.map((d) => d.type())).toEqual(['beforeunload']);
  });

  test(`${screen.entry}: after a successful save, leaving asks nothing`, async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto(url);
    await waitForScreen(page, screen.entry);
    await fillForm(page, form);
    const saved = page.waitForResponse((response) => isSave(form)(response.request()));
    await saveButton(page).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText(form.unsaved), 'nothing is marked unsaved').toHaveCount(0);
    // A create page goes on to the saved object's page: that page must be settled before leaving it.
    await page.waitForLoadState('networkidle');
    await waitForScreen(page, screen.entry);
    await leave(page);
    expect(dialogs.map((d) => d.type()), 'no "leave the page?" question, on the redirect or on leaving').toEqual([]);
  });
});
