// Gate 4, the browser half of the hash fuzz (the jest half is src/test/gates/hashFuzz.test.ts): a
// screen opened with a garbage hash (values out of their domain, markup, a broken percent escape)
// renders without a crash, puts its hash back in order (garbage dropped), and a list shows the same
// first rows as the default list.
import type { Page } from '@playwright/test';
import { GARBAGE_HASH } from '../probes';
import { expect, test } from '../support/test';
import { expectIslandsAlive, forEachScreen, pageOf, waitForScreen } from './gate';

/** Rows compared: enough to tell another page, sort or filter from the default. */
const FIRST_ROWS = 5;

async function firstRows(page: Page, table: string): Promise<string[]> {
  const rows = page.getByRole('table', { name: table }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('table', { name: table })).not.toHaveAttribute('aria-busy', 'true');
  return (await rows.allInnerTexts()).slice(0, FIRST_ROWS);
}

forEachScreen('garbage hash', (screen, probe) => {
  const url = pageOf(screen, probe);
  const garbage = (probe.list && probe.list.garbageHash) || GARBAGE_HASH;

  test(`${screen.entry}: a garbage hash is dropped${probe.list ? ' and the default list shows' : ''}`, async ({ page }) => {
    const openWithGarbage = async () => {
      // From another document: on the screen's own page, a new hash is only a hashchange, not an opening.
      await page.goto('about:blank');
      await page.goto(`${url}${garbage}`);
      await waitForScreen(page, screen.entry);
      await expectIslandsAlive(page, screen.entry);
      await expect.poll(() => page.evaluate(() => window.location.hash), { message: 'the garbage is gone from the hash' }).toBe('');
    };
    const list = probe.list;
    if (!list) {
      await openWithGarbage();
      return;
    }
    // Another test may add or delete rows between the two loads on the shared server: then compare again.
    await expect(async () => {
      await openWithGarbage();
      const fromGarbage = await firstRows(page, list.table);
      await page.goto('about:blank');
      await page.goto(url);
      await waitForScreen(page, screen.entry);
      expect(fromGarbage, 'the first rows of the default list').toEqual(await firstRows(page, list.table));
    }).toPass({ timeout: 25_000 });
  });
});
