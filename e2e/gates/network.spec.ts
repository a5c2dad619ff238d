// One real network failure per screen, in the browser (issue 14): every XHR/fetch the page makes
// while it loads is aborted by Chromium itself (page.route), not by the stand-in, so the failure goes
// through the browser's own network stack and axios' XHR adapter. The catalogue's toast shows, both
// islands stay alive, no load state stays. Every other fault kind × every screen runs in jsdom
// against the stand-in's fault engine (src/test/gates/matrix.ts).
import { expect, test } from '../support/test';
import { expectErrorToast, expectIslandsAlive, expectNotLoading, FAILED_LOAD, forEachScreen, pageOf, TOAST_LINES } from './gate';

forEachScreen('network', (screen, probe) => {
  test(`${screen.entry}: every load call fails in the browser's network: the error toast, islands alive`, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_LOAD);
    const aborted: string[] = [];
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (request.resourceType() !== 'xhr' && request.resourceType() !== 'fetch') return route.continue();
      aborted.push(new URL(request.url()).pathname);
      return route.abort('connectionreset');
    });
    await page.goto(pageOf(screen, probe));
    await expectErrorToast(page, TOAST_LINES.network);
    await expectIslandsAlive(page, screen.entry);
    await expectNotLoading(page);
    expect(aborted.length, 'the page made its load calls, and they failed').toBeGreaterThan(0);
  });
});
