// Gate 1, server faults: every call a screen makes while it loads answers HTTP 500, drops the
// connection, says success:false (a message; field errors), sends broken JSON, or takes 3 s. Each
// time the catalogue's error toast shows, neither island crashes or goes blank, and the load state
// does not stay; a slow answer still shows the data. A form's failed save keeps everything typed.
// The faults are scoped to the test's own session: nothing else on the shared server sees them.
import { expect, test } from '../support/test';
import {
  expectErrorToast,
  expectFormKept,
  expectIslandsAlive,
  expectNotLoading,
  FAILED_LOAD,
  FAILURES,
  fillForm,
  forEachScreen,
  LOADING_TEXTS,
  pageOf,
  showsOf,
  TOAST_LINES,
  waitForScreen,
} from './gate';

const SLOW_MS = 3000;

/** Every API call of the page: the load calls are whatever the page asks for before anyone acts. */
const EVERY_CALL = { method: '*', path: '/*' } as const;

forEachScreen('faults', (screen, probe) => {
  const url = pageOf(screen, probe);

  for (const kind of FAILURES) {
    test(`${screen.entry}: every load call answers ${kind}`, async ({ page, standIn, allowConsoleErrors }) => {
      allowConsoleErrors(FAILED_LOAD);
      await standIn.fault({ ...EVERY_CALL, kind });
      await page.goto(url);
      await expectErrorToast(page, TOAST_LINES[kind]);
      await expectIslandsAlive(page, screen.entry);
      await expectNotLoading(page);
      expect((await standIn.requests()).length, 'the page made its load calls under the fault').toBeGreaterThan(0);
    });
  }

  test(`${screen.entry}: every load call takes ${SLOW_MS / 1000} s, and the data still shows`, async ({ page, standIn }) => {
    const shows = showsOf(screen, probe);
    expect(shows, `a text that proves the data arrived: "shows" in e2e/probes.ts or fixtures/catalogue.ts`).toBeTruthy();
    await standIn.fault({ ...EVERY_CALL, kind: 'slow', ms: SLOW_MS });
    const started = Date.now();
    await page.goto(url);
    if (probe.list) await expect(page.getByText(LOADING_TEXTS[0]).first(), 'a list says it is waiting').toBeVisible();
    await expect(page.getByText(shows ?? '').first()).toBeVisible({ timeout: 4 * SLOW_MS });
    expect(Date.now() - started, 'the answers were slow indeed').toBeGreaterThanOrEqual(SLOW_MS);
    await expectIslandsAlive(page, screen.entry);
    await expectNotLoading(page);
  });

  const form = probe.form;
  if (!form) return;
  for (const kind of FAILURES) {
    test(`${screen.entry}: a save that meets ${kind} shows the error and keeps everything typed`, async ({ page, standIn, allowConsoleErrors }) => {
      allowConsoleErrors(FAILED_LOAD);
      await page.goto(form.page ?? url);
      await waitForScreen(page, screen.entry);
      await fillForm(page, form);
      await standIn.fault({ method: form.save.method, path: form.save.path, kind });
      const saving = page.waitForRequest((r) => r.method() === form.save.method);
      await page.getByRole('button', { name: form.save.button, exact: true }).click();
      await saving;
      await expectErrorToast(page, TOAST_LINES[kind]);
      await expectFormKept(page, form);
      await expect(page.getByText(form.unsaved), 'the edits are still marked unsaved').toBeVisible();
      await expectIslandsAlive(page, screen.entry);
    });
  }
});
