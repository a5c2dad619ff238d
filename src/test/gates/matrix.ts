// The gate matrix in jsdom (issue 14): for every built screen, its real page (template, layout and
// the real entries) against the stand-in's own handlers and fault engine:
// - every load call answers each failure kind → the catalogue's error toast, islands alive, no load state left;
// - every load call held, then released by the test ('slow') → the data shows;
// - a garbage hash → the hash is normalised and the default list shows;
// - a form (probe.form), on one page: saves meeting each failure in turn keep every value and the
//   unsaved mark; then a double click on Save with the save held sends one request. Leaving asks
//   (beforeunload cancelled) while edits are unsaved and not after the save, and a save that leaves
//   the page goes to a page of the probe's `after` screen (or its own: a create page to its record).
//   The browser's own question is asked for real on one screen per kind (e2e/gates/page.spec.ts).
// The shard files (matrix.<n>.test.ts) each take every n-th screen, so jest's workers share the work.
import { screen, waitFor } from '@testing-library/react';
import { FAILURES, LOADING_TEXTS, NAVIGATION, TOAST_LINES } from '@e2e/gateExpectations';
import { GARBAGE_HASH, probes, type FormField, type FormProbe, type Probe } from '@e2e/probes';
import { existingScreens, type ScreenStatus } from '@fixtures/server/node/screens';
import { METHODS } from '@fixtures/server/core/types';
import { pageRouter } from '@fixtures/server/pages/pageRoutes';
import { parseNumber } from '@core/format';
import { backend } from '../setup';
import { openLivePage, withoutAct, type LivePage } from './livePage';
import { fieldControl, fillForm } from './formFill';
import { expectErrorToast, expectIslandsAlive, expectNotLoading, expectShown, firstRows, toastsShown } from './pageChecks';

/** jest.config.js testTimeout: a test that goes through every failure on one page gets it for each. */
const DEFAULT_TIMEOUT_MS = 20_000;

/** Every API call of the page: the load calls are whatever the page asks for before anyone acts. */
const EVERY_CALL = '/*';
/** The navigation's own load call (A 7 notices), on every page. */
const NOTICES_PATH = '/ajax/notices/get';

let page: LivePage | null = null;

async function open(entry: string, url: string): Promise<void> {
  page = await openLivePage(entry, url);
}

function current(): LivePage {
  if (!page) throw new Error('No page is open');
  return page;
}

const screenAt = pageRouter();
/** The screen the stand-in serves at `url` (resolved against the page's own, as the browser would). */
function screenServing(url: string): string | undefined {
  return screenAt(new URL(url, window.location.href).pathname)?.screen.entry;
}

async function loaded(entry: string): Promise<void> {
  await expectIslandsAlive(entry);
  await expectNotLoading();
}


/**
 * Finds by role once, then keeps the element while it stays in the page: a role query walks the whole
 * accessibility tree (about 100 ms on a form page in jsdom), and the failed-save loop asks for the same
 * fields and button after every failure.
 */
function remembered<T extends Element>(find: () => T): () => T {
  let found: T | null = null;
  return () => {
    if (!found?.isConnected) found = find();
    return found;
  };
}


function expectFormKept(form: FormProbe, controls: Array<() => HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void {
  // A number field (NumberInput: inputmode decimal or numeric) shows what was typed the Russian way once left
  // ('1000' → '1 000,00'): kept means the same number, so both are read as numbers.
  const isNumber = (control: Element) => control instanceof HTMLInputElement && ['decimal', 'numeric'].includes(control.getAttribute('inputmode') ?? '');
  const valueOf = (field: FormField, control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): unknown =>
    field.kind === 'check' ? (control instanceof HTMLInputElement && control.checked ? 'on' : 'off') : isNumber(control) ? (parseNumber(control.value) ?? control.value) : control.value;
  const expectedOf = (field: FormField, control: Element): unknown => (field.kind !== 'check' && isNumber(control) ? (parseNumber(field.value) ?? field.value) : field.value);
  form.fields.forEach((field, i) => {
    const control = controls[i]();
    expect({ field: field.label, value: valueOf(field, control) }).toEqual({ field: field.label, value: expectedOf(field, control) });
  });
}

const saveButtonOf = (form: FormProbe) => screen.getByRole('button', { name: form.save.button });

function registerScreen(status: ScreenStatus, probe: Probe): void {
  const entry = status.entry;
  const url = probe.page ?? status.sample;
  const shows = probe.shows ?? status.shows;

  // A guest page that loads nothing (login: no navigation island either) makes no call to fail.
  const callsNothing = status.guest === true && probe.loads === false;
  for (const kind of callsNothing ? [] : FAILURES) {
    it(`${entry}: every load call answers ${kind}`, async () => {
      backend.standIn.faults.set({ method: '*', path: EVERY_CALL, kind });
      await open(entry, url);
      await expectErrorToast(TOAST_LINES[kind]);
      await loaded(entry);
      expect(backend.requests.length).toBeGreaterThan(0);
    });
  }

  if (probe.loads === false) {
    it(`${entry}: loads nothing of its own: shown at once, while every call (the navigation's) is held`, async () => {
      expect(shows).toBeTruthy();
      const holds = METHODS.map((method) => backend.hold(method, EVERY_CALL));
      await open(entry, url);
      await expectShown(shows ?? '');
      await expectIslandsAlive(entry);
      // Nothing asked but the navigation's notices (a probe that says so of a screen that loads is wrong).
      expect(backend.requests.map((r) => r.path).filter((path) => !path.replace(/\/$/, '').endsWith(NOTICES_PATH))).toEqual([]);
      holds.forEach((held) => held.release());
      await loaded(entry);
    });
  } else it(`${entry}: every load call held (slow), then released: the data shows`, async () => {
    expect(shows).toBeTruthy();
    const holds = METHODS.map((method) => backend.hold(method, EVERY_CALL));
    await open(entry, url);
    await waitFor(() => expect(backend.requests.length).toBeGreaterThan(0));
    if (probe.list) await expectShown(LOADING_TEXTS[0]);
    expect(document.body.textContent).not.toContain(shows);
    holds.forEach((held) => held.release());
    await expectShown(shows ?? '');
    await loaded(entry);
    expect(document.querySelectorAll(`#${entry} .alert-danger`)).toHaveLength(0);
  });

  const list = probe.list;
  it(`${entry}: ${probe.hash === false ? 'a garbage hash is left alone (the screen keeps nothing there)' : 'a garbage hash is dropped'}${list ? ' and the default list shows' : ''}`, async () => {
    const garbage = (list && list.garbageHash) || GARBAGE_HASH;
    await open(entry, `${url}${garbage}`);
    await loaded(entry);
    // A screen that keeps nothing in the hash leaves it alone (it may be the template's anchor).
    await waitFor(() => expect(window.location.hash).toBe(probe.hash === false ? garbage : ''));
    if (!list) return;
    const fromGarbage = await firstRows(list.table);
    await page?.close();
    await open(entry, url);
    await loaded(entry);
    expect(fromGarbage).toEqual(await firstRows(list.table));
  });

  const form = probe.form;
  if (!form) return;
  const formUrl = form.page ?? url;
  // One page for every failure in turn, then the retry that goes through: the form must keep what was
  // typed through all of them, which is what an operator retrying a save goes through (and a page load
  // and a fill fewer per kind).
  it(`${entry}: a save that meets each failure (${FAILURES.join(', ')}) shows its error and keeps everything typed; then a double click, the save held, sends one request; leaving asks until then`, async () => {
    await open(entry, formUrl);
    await loaded(entry);
    const live = current();
    expect(live.leavingAsks()).toBe(false);
    const user = await fillForm(form);
    // Leaving with unsaved edits asks first.
    expect(live.leavingAsks()).toBe(true);
    const controls = form.fields.map((field) => remembered(() => fieldControl(field)));
    const saveButton = remembered(() => saveButtonOf(form));
    const saves = () => backend.all(form.save.method, form.save.path);
    for (const [index, kind] of FAILURES.entries()) {
      backend.standIn.faults.set({ method: form.save.method, path: form.save.path, kind, times: 1 });
      const before = toastsShown();
      await user.click(saveButton());
      await waitFor(() => expect(saves()).toHaveLength(index + 1));
      await expectErrorToast(TOAST_LINES[kind], before);
      expectFormKept(form, controls);
      await expectShown(form.unsaved);
      await expectIslandsAlive(entry);
      await waitFor(() => expect(saveButton()).toBeEnabled());
    }

    const failed = saves().length;
    const held = backend.hold(form.save.method, form.save.path);
    await user.dblClick(saveButton());
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(saves()).toHaveLength(failed + 1);
    held.release();
    await waitFor(() => expect(saves()[failed].status).toBe(200));
    expect(saves()).toHaveLength(failed + 1);
    // After the save nothing asks.
    await waitFor(() => expect(live.leavingAsks()).toBe(false));
    if (form.after) await waitFor(() => expect(live.navigations.length).toBeGreaterThan(0));
    // A page the save went to (a create page to its record, a form back to its list) is one of the screen's pages.
    const went = live.navigations.at(-1);
    if (went !== undefined) expect(screenServing(went)).toBe(form.after ?? entry);
  }, (FAILURES.length + 1) * DEFAULT_TIMEOUT_MS);
}

/** Registers the matrix for every `of`-th built screen, starting at `shard` (1-based). */
export function registerGateMatrix(shard: number, of: number): void {
  withoutAct();
  afterEach(async () => {
    await page?.close();
    page = null;
  });

  const screens = existingScreens().filter((s) => s.entry !== NAVIGATION);
  const mine = screens.filter((_, index) => index % of === shard - 1);
  if (mine.length === 0) {
    it(`shard ${shard} of ${of} is empty only while fewer than ${shard} screens are built`, () => {
      expect(screens.length).toBeLessThan(shard);
    });
  }
  mine.forEach((status) => {
    const probe = probes[status.entry];
    if (probe) registerScreen(status, probe);
    else {
      it(`${status.entry}: has a probe for the gates`, () => {
        throw new Error(`No probe for "${status.entry}": add src/${status.area}/${status.entry}/probe.ts exporting "const probe: Probe" (its page, its list, its form, its modals) so the gates can check the screen.`);
      });
    }
  });
}
