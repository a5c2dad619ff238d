// What the browser gates share: the screens they run on (every built screen of the catalogue), each
// one's probe, and the checks every gate makes of a page (the islands alive, the load state not stuck,
// the error toast of the catalogue). The expected texts are data in ../gateExpectations.ts, shared
// with the jsdom gate matrix (src/test/gates/matrix.ts).
import type { Page } from '@playwright/test';
import { existingScreens, type ScreenStatus } from '../../fixtures/server/node/screens';
import { KIND_REFERENCES as SCREEN_KINDS } from '../../scripts/newScreen/scaffold';
import { CRASH_TEXT, ERROR_TITLE, LOADING_TEXTS, NAVIGATION } from '../gateExpectations';
import { probes, type FormField, type FormProbe, type Probe } from '../probes';
import { expect, test } from '../support/test';

export * from '../gateExpectations';

/** The browser logs every failed response as a console error: expected while a gate injects failures. */
export const FAILED_LOAD = /Failed to load resource/;

/**
 * One screen per kind: the references of docs/screen-guide.md (`npm run new-screen` copies the same ones), and
 * two that stand for a variant: banner-editor (a record form whose create redirects to the record it made) and
 * moderation-user (lists in tabs). What only the browser itself does with a shared piece (Chromium's own
 * network failing under fetch, its real beforeunload question and the redirect after a save) is checked on
 * these; every screen gets the same checks in jsdom (src/test/gates/matrix.ts: each failure kind, `network`
 * included; leaving asks while unsaved; the page a save goes to).
 */
export const KIND_REFERENCES: ReadonlySet<string> = new Set([...Object.values(SCREEN_KINDS), 'banner-editor', 'moderation-user']);

/** Every built screen except navigation, which every page carries and every gate checks. */
export function gateScreens(): ScreenStatus[] {
  return existingScreens().filter((s) => s.entry !== NAVIGATION);
}

const withNavigation = existingScreens().some((s) => s.entry === NAVIGATION);

/**
 * Registers a gate's tests for every screen with its probe; a screen without one gets a test that
 * fails saying so (a new screen must describe itself in its folder's probe.ts, not skip the gates).
 */
export function forEachScreen(gate: string, register: (screen: ScreenStatus, probe: Probe) => void): void {
  for (const screen of gateScreens()) {
    const probe = probes[screen.entry];
    if (probe) register(screen, probe);
    else {
      test(`${screen.entry}: has a probe for the ${gate} gate`, () => {
        throw new Error(`No probe for "${screen.entry}": add src/${screen.area}/${screen.entry}/probe.ts exporting "const probe: Probe" (its page, its list, its form, its modals) so the gates can check the screen.`);
      });
    }
  }
}

export function pageOf(screen: ScreenStatus, probe: Probe): string {
  return probe.page ?? screen.sample;
}

export function showsOf(screen: ScreenStatus, probe: Probe): string | undefined {
  return probe.shows ?? screen.shows;
}

/**
 * Waits, checking on every frame, until `ready` holds in the page (or the timeout passes). The checks
 * after it then pass at once or fail with their own message: expect's own retries wait 100, 250, 500
 * and 1000 ms between tries, a second or more of every page load in a gate.
 */
async function settle(page: Page, ready: (texts: string[]) => boolean, texts: string[]): Promise<void> {
  await page.waitForFunction(ready, texts, { timeout: 10_000 }).catch(() => undefined);
}

/** The screen's island and the navigation island rendered something, and neither crashed. */
export async function expectIslandsAlive(page: Page, entry: string): Promise<void> {
  // A guest page (login) is rendered without the navigation island.
  const guest = existingScreens().some((s) => s.entry === entry && s.guest === true);
  const ids = withNavigation && !guest ? [entry, NAVIGATION] : [entry];
  await settle(
    page,
    ([crash, ...islands]) =>
      islands.every((id) => {
        const text = (document.getElementById(id)?.textContent ?? '').trim();
        return text.length > 0 && !text.includes(crash);
      }),
    [CRASH_TEXT, ...ids],
  );
  for (const id of ids) {
    const island = page.locator(`#${id}`);
    await expect(island, `#${id} is not blank`).not.toBeEmpty();
    // textContent, not innerText: no layout pass over a page of 5000-character strings.
    await expect.poll(() => island.evaluate((node) => (node.textContent ?? '').trim().length), { message: `#${id} shows some text` }).toBeGreaterThan(0);
    await expect(island.getByText(CRASH_TEXT), `#${id} did not crash`).toHaveCount(0);
  }
}

/** No load-state text stays on the page. */
export async function expectNotLoading(page: Page): Promise<void> {
  await settle(page, (texts) => !texts.some((text) => (document.body.textContent ?? '').includes(text)), [...LOADING_TEXTS]);
  for (const text of LOADING_TEXTS) await expect(page.getByText(text), `"${text}" does not stay`).toHaveCount(0);
}

/** The screen rendered and finished loading (whatever the outcome). */
export async function waitForScreen(page: Page, entry: string): Promise<void> {
  await expect(page.locator(`#${entry}`)).not.toBeEmpty();
  await expectNotLoading(page);
}

/** An error toast titled 'Ошибка' shows every line. */
export async function expectErrorToast(page: Page, lines: string[]): Promise<void> {
  const toast = page.locator('.toast', { hasText: lines[0] }).first();
  await expect(toast, `an error toast saying "${lines[0]}"`).toBeVisible();
  await expect(toast.locator('.toast-header')).toContainText(ERROR_TITLE);
  for (const line of lines) await expect(toast).toContainText(line);
}

export function fieldControl(page: Page, field: FormField) {
  return page.getByRole(field.kind === 'select' ? 'combobox' : field.kind === 'check' ? 'checkbox' : 'textbox', { name: field.label, exact: true });
}

export async function fillForm(page: Page, form: FormProbe): Promise<void> {
  for (const field of form.fields) {
    const control = fieldControl(page, field);
    if (field.kind === 'check') await expect(control, `"${field.label}" can be ticked`).toBeEnabled();
    else await expect(control, `"${field.label}" can be edited`).toBeEditable();
    if (field.kind === 'select') await control.selectOption(field.value);
    else if (field.kind === 'check') await control.setChecked(field.value === 'on');
    else await control.fill(field.value);
  }
}

export async function expectFormKept(page: Page, form: FormProbe): Promise<void> {
  for (const field of form.fields) {
    const control = fieldControl(page, field);
    if (field.kind === 'check') await expect(control, `"${field.label}" keeps its tick`).toBeChecked({ checked: field.value === 'on' });
    else await expect(control, `"${field.label}" keeps what was typed`).toHaveValue(field.value);
  }
}
