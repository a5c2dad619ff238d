// The browser's page per screen (issue 14): what only a browser shows, on ONE page load. The screen
// opens with hostile data (fixtures/server/core/hostile.ts, this test's session only), answered as the
// existing backend answers (strict, STANDIN=spec: chosen calls 404, only the spec's fields, bare saves;
// issue 41) and a garbage hash, and then:
// - both islands alive, no load state left, the hash put back in order;
// - payloads shown as text: nothing runs (window.__xss), no link to javascript:/data:, no injected
//   element, no console error (the `page` fixture), every API call with the ajax and CSRF headers (idem);
// - layout: no button or badge squeezed into a column of letters (a page wider than the window is reported);
// - axe on the page, every icon-only button named; then each modal of probe.modals opened on that same
//   page, axe on it, Escape closes it;
// - on one screen per kind (KIND_REFERENCES), what is the browser's own and the same for every screen
//   of the kind: with a form (probe.form), hostile data off, typing marks the edits unsaved and leaving
//   asks (the question dismissed, the page stays); after a successful save nothing asks (closing the
//   page then reopening it for the next step, the redirect of a create page included); then every
//   load call fails in Chromium's own network stack: the toast, islands alive.
// One test per screen, because a test's own start (context, page, fixtures) costs about as much as a
// page load. The fault matrix (every failure kind, a dropped connection included), the default list
// behind a garbage hash, failed saves, leaving with unsaved edits and where a save goes run for every
// screen in jsdom (src/test/gates/).
import type { Dialog, Page } from '@playwright/test';
import { compilePattern } from '../../fixtures/server/core/paths';
import { GARBAGE_HASH, type FormProbe, type ModalProbe } from '../probes';
import { expect, test, type Axe, type StandInControl } from '../support/test';
import { expectErrorToast, expectIslandsAlive, expectNotLoading, FAILED_LOAD, fillForm, forEachScreen, KIND_REFERENCES, pageOf, TOAST_LINES, waitForScreen } from './gate';

/** What a payload shows when it is rendered as text, as it must be. */
const SHOWN_AS_TEXT = ['<script>window.__xss=1</script>', '<img src=x onerror="window.__xss=1">'];
const SCRIPT_PROTOCOLS = ['javascript:', 'data:', 'vbscript:'];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Buttons that show no text and carry no name: what a screen reader would announce as just "button". */
function unnamedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="button"], input[type="button"], input[type="submit"], input[type="reset"]')]
      .filter((el) => {
        const text = el instanceof HTMLInputElement ? el.value : (el.textContent ?? '');
        const named = ['aria-label', 'aria-labelledby', 'title'].some((attr) => (el.getAttribute(attr) ?? '').trim() !== '');
        return text.trim() === '' && !named;
      })
      .map((el) => el.outerHTML.slice(0, 200)),
  );
}

/** Script links, injected elements, squeezed controls and overflow, as found on the page now. */
function inspect(page: Page) {
  return page.evaluate((protocols) => {
    const scriptLinks = [...document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')]
      .filter((a) => protocols.includes(a.protocol))
      .map((a) => a.outerHTML.slice(0, 160));
    const injected = [...document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload]')].map((e) => e.outerHTML.slice(0, 160));
    // The text a control shows: its visually hidden words (an icon button's name) take no width.
    const shownText = (el: Element) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.closest('.visually-hidden, .visually-hidden-focusable')) text += node.textContent ?? '';
      }
      return text.trim();
    };
    // A control narrower than three letters but with a longer label was squeezed into a column of letters.
    const squeezed = [...document.querySelectorAll<HTMLElement>('button, .btn, .badge, [role="button"]')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && shownText(el).length > 3 && box.width < 3 * parseFloat(getComputedStyle(el).fontSize);
      })
      .map((el) => el.outerHTML.slice(0, 160));
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    return { xss: (window as Window & { __xss?: unknown }).__xss, scriptLinks, injected, squeezed, overflow };
  }, SCRIPT_PROTOCOLS);
}

/**
 * Every toast's close button is in the window, whatever the length of its text; then each is closed by
 * it (a toast may hide by itself meanwhile: its 5 s run out).
 */
async function closeToasts(page: Page): Promise<void> {
  const outOfReach = await page.evaluate(() =>
    [...document.querySelectorAll('.toast .btn-close')]
      .map((button) => button.getBoundingClientRect())
      .filter((box) => box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth).length,
  );
  expect(outOfReach, 'every toast\'s close button is in the window').toBe(0);
  const close = page.locator('.toast').getByRole('button', { name: 'Закрыть' });
  while ((await close.count()) > 0) {
    await close
      .first()
      .click({ timeout: 3_000 })
      .catch(async (error: unknown) => {
        if ((await close.count()) > 0) throw error;
      });
  }
}

async function checkModal(page: Page, axe: Axe, modal: ModalProbe): Promise<void> {
  await test.step(`the ${modal.name} passes axe and Escape closes it`, async () => {
    for (const control of modal.open) await page.getByRole(control.role, { name: control.name }).first().click();
    // The last dialog opened is the one checked: a confirmation may open over a modal (its `open` steps opened both).
    const dialogs = page.getByRole('dialog');
    await expect(dialogs.last()).toBeVisible();
    const open = await dialogs.count();
    // Bootstrap fades the modal in: check it once it is fully shown (the page under it was checked before).
    await expect(page.locator('.modal.show').last()).toBeVisible();
    await page.waitForFunction(() => [...document.querySelectorAll('.modal.show')].every((m) => getComputedStyle(m).opacity === '1'));
    await axe.check({ include: '.modal.show' });
    expect(await unnamedButtons(page), 'buttons without text need aria-label').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialogs, 'Escape closes it (only it)').toHaveCount(open - 1);
    // The modals under it close too, for the next check.
    for (let left = open - 1; left > 0; left--) {
      await page.keyboard.press('Escape');
      await expect(dialogs).toHaveCount(left - 1);
    }
  });
}

/**
 * Unsaved edits on `page`: typing marks them and closing the page asks (dismissed: the user stays);
 * after the save nothing is marked. What leaving asks after the save is read by the caller, from
 * the next navigation (`dialogs` keeps every question the page asked).
 */
async function checkUnsavedEdits(page: Page, standIn: StandInControl, entry: string, form: FormProbe, url: string, dialogs: Dialog[]): Promise<void> {
  await test.step('unsaved edits are marked and leaving asks; after a save nothing is marked', async () => {
    await standIn.hostile(false);
    // A real page load with the normal data, even when the form's URL differs from this one by its hash only.
    await page.goto('about:blank');
    await page.goto(form.page ?? url);
    await waitForScreen(page, entry);
    await expect(page.getByText(form.unsaved)).toHaveCount(0);
    await fillForm(page, form);
    await expect(page.getByText(form.unsaved), 'the screen shows that there are unsaved edits').toBeVisible();
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs.map((d) => d.type()), { message: 'leaving with unsaved edits asks first' }).toEqual(['beforeunload']);
    expect(page.isClosed(), 'the user said stay: the page stays').toBe(false);

    const path = compilePattern(form.save.path);
    const saved = page.waitForResponse((r) => r.request().method() === form.save.method && path.match(new URL(r.url()).pathname) !== null);
    await page.getByRole('button', { name: form.save.button, exact: true }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText(form.unsaved), 'nothing is marked unsaved').toHaveCount(0);
    // A create page goes on to the saved object's page, or a form back to its list (a navigation, scripts
    // and all): 'networkidle' sees it.
    await page.waitForLoadState('networkidle');
    await waitForScreen(page, form.after ?? entry);
  });
}

// The notices too: their payloads are part of the hostile page (closed before the modals, which they would cover).
test.use({ notices: true });

forEachScreen('page', (screen, probe) => {
  const url = pageOf(screen, probe);
  // Several page loads, axe on the page and each modal, the form saved: more than the default allows on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  const garbage = (probe.list && probe.list.garbageHash) || GARBAGE_HASH;

  const reference = KIND_REFERENCES.has(screen.entry);
  const asReference = reference ? `${probe.form ? ', unsaved edits guarded' : ''}, its calls failing in the browser's network` : '';
  test(`${screen.entry}: opens with hostile data and a garbage hash: shown as text, layout holds, axe clean, modals too${asReference}`, async ({ page, standIn, apiCalls, axe, consoleGuard, allowConsoleErrors }, testInfo) => {
    await test.step('the page loads with hostile data and a garbage hash', async () => {
    await standIn.hostile();
    await standIn.strict();
    await page.goto(`${url}${garbage}`);
    await expectIslandsAlive(page, screen.entry);
    await expectNotLoading(page);
    await expect(page.locator(`#${screen.entry} .alert-danger`), 'no error alert in the island (bad props, crash)').toHaveCount(0);
    // A screen that keeps nothing in the hash leaves it alone (it may be the template's anchor).
    const hashAfter = probe.hash === false ? garbage : '';
    await expect.poll(() => page.evaluate(() => window.location.hash), { message: probe.hash === false ? 'the hash is left alone' : 'the garbage is gone from the hash' }).toBe(hashAfter);
    // Late answers (notices, lazy lists) change the page: check it once its API calls have settled.
    await apiCalls.settled();
    });

    // A guest page shows no server data (its one source of it would be the navigation island it has not).
    if (!screen.guest) await expect(page.locator('body'), 'the payloads reached the page, as text').toContainText(new RegExp(SHOWN_AS_TEXT.map(escapeRegExp).join('|')));
    if (probe.list) await expect(page.getByRole('table', { name: probe.list.table }).locator('tbody tr').first()).toBeVisible();
    const found = await inspect(page);
    expect(found.xss, 'no payload ran').toBeUndefined();
    expect(found.scriptLinks, 'no link to javascript:/data:').toEqual([]);
    expect(found.injected, 'no markup from server text').toEqual([]);
    expect(found.squeezed, 'long strings squeeze no button or badge into a column of letters').toEqual([]);
    if (found.overflow > 0) {
      // Long unbroken words may widen a table cell; noticed here, judged by a person.
      testInfo.annotations.push({ type: 'layout', description: `${screen.entry}: the page is ${found.overflow}px wider than the window with long strings` });
    }

    await test.step('axe on the page', () => axe.check());
    expect(await unnamedButtons(page), 'buttons without text need aria-label').toEqual([]);
    // As an operator would: the notices (checked above) closed, so they do not sit over the buttons that open the modals.
    await closeToasts(page);

    for (const modal of probe.modals) {
      // Where the page is now, not where it was opened: the garbage hash has replaced the probe's own (#cid=5).
      const here = new URL(page.url());
      if (modal.page && modal.page !== `${here.pathname}${here.search}${here.hash}`) {
        await page.goto(modal.page);
        // Only the hash changed: the same document, started again as an operator opening that address would see it.
        if (new URL(page.url()).pathname === here.pathname && new URL(page.url()).search === here.search) await page.reload();
        await expectIslandsAlive(page, screen.entry);
        await expectNotLoading(page);
      }
      await checkModal(page, axe, modal);
    }
    if (!screen.guest || probe.loads !== false) expect((await standIn.requests()).length, 'the page made its calls in this test\'s session').toBeGreaterThan(0);

    // The first question is dismissed (the user stays); any later one is accepted, so that a wrong
    // question after the save fails the check below instead of blocking the navigation.
    const dialogs: Dialog[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog);
      void (dialogs.length === 1 ? dialog.dismiss() : dialog.accept());
    });
    if (probe.form && reference) await checkUnsavedEdits(page, standIn, screen.entry, probe.form, url, dialogs);

    // Everything so far had to be clean; from here the browser itself fails every call, as a dropped
    // connection would (the other fault kinds run in jsdom against the stand-in's fault engine).
    expect(consoleGuard.problems, 'the page logged errors').toEqual([]);
    if (!reference) return;
    await test.step('every load call fails in the browser\'s network: the error toast, islands alive', async () => {
      // Leaving the saved form (when there is one) must ask nothing.
      await page.goto('about:blank');
      expect(dialogs.map((d) => d.type()), 'after the save: no question, on the redirect or on leaving').toEqual(probe.form ? ['beforeunload'] : []);
      allowConsoleErrors(FAILED_LOAD);
      const aborted: string[] = [];
      await page.route('**/*', async (route) => {
        const request = route.request();
        if (request.resourceType() !== 'xhr' && request.resourceType() !== 'fetch') return route.continue();
        aborted.push(new URL(request.url()).pathname);
        return route.abort('connectionreset');
      });
      await page.goto(url);
      await expectErrorToast(page, TOAST_LINES.network);
      await expectIslandsAlive(page, screen.entry);
      await expectNotLoading(page);
      expect(aborted.length, 'the page made its load calls, and they failed').toBeGreaterThan(0);
    });
  });
});
