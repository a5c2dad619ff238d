// Gate 8, accessibility: axe finds no serious or critical violation on every screen (navigation
// included: it is on every page) and on every modal and confirmation once open (probe.modals), and
// every button without visible text has an accessible name (aria-label, aria-labelledby or title).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectIslandsAlive, forEachScreen, pageOf, showsOf, waitForScreen } from './gate';

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

async function openReady(page: Page, url: string, entry: string): Promise<void> {
  await page.goto(url);
  await waitForScreen(page, entry);
  await expectIslandsAlive(page, entry);
  // Late answers (notices, lazy lists) change the page: check it once it has settled.
  await page.waitForLoadState('networkidle');
}

forEachScreen('accessibility', (screen, probe) => {
  const url = pageOf(screen, probe);

  test(`${screen.entry}: axe finds nothing serious and every icon-only button has a name`, async ({ page, axe }) => {
    await openReady(page, url, screen.entry);
    const shows = showsOf(screen, probe);
    if (shows) await expect(page.getByText(shows).first()).toBeVisible();
    await axe.check();
    expect(await unnamedButtons(page), 'buttons without text need aria-label').toEqual([]);
  });

  for (const modal of probe.modals) {
    test(`${screen.entry}: the ${modal.name} passes axe`, async ({ page, axe }) => {
      await openReady(page, modal.page ?? url, screen.entry);
      for (const control of modal.open) await page.getByRole(control.role, { name: control.name }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Bootstrap fades the modal in: check it once it is fully shown.
      await expect(page.locator('.modal.show')).toBeVisible();
      await page.waitForFunction(() => [...document.querySelectorAll('.modal.show')].every((m) => getComputedStyle(m).opacity === '1'));
      // The page under it had its own check above.
      await axe.check({ include: '.modal.show' });
      expect(await unnamedButtons(page), 'buttons without text need aria-label').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog, 'Escape closes it').toHaveCount(0);
    });
  }
});
