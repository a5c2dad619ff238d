// Issue 31: a screen's first load request leaves before React's first render. Every entry with a store
// makes it and starts it in its mount (mountIsland's store factory), so on every real page (template,
// layout, the real entries against the stand-in) the screen's first call, and the navigation's, is sent
// while the island's node is still empty: before React has committed anything there.
import type { StandInFetch } from '@fixtures/server/testing/backend';
import { NAVIGATION } from '@e2e/gateExpectations';
import { probes } from '@e2e/probes';
import { existingScreens } from '@fixtures/server/node/screens';
import { backend } from '../setup';
import { openLivePage, withoutAct, type LivePage } from './livePage';
import { expectIslandsAlive, expectNotLoading, isGuest } from './pageChecks';

/** The navigation's own load call (A 7 notices), on every page but a guest's. */
const NOTICES = /\/ajax\/notices\/get\/?$/;

interface Sent {
  path: string;
  /** What the screen's and the navigation's nodes held when the request was sent. */
  screenHeld: number;
  navigationHeld: number;
}

const held = (id: string) => document.getElementById(id)?.childNodes.length ?? -1;

let page: LivePage | null = null;
withoutAct();
afterEach(async () => {
  await page?.close();
  page = null;
});

/** Screens that load nothing on start (probe `loads: false`: login, chart-builder, event-log-import) have no first request to send. */
const screens = existingScreens().filter((s) => s.entry !== NAVIGATION && probes[s.entry]?.loads !== false);

it.each(screens.map((s) => [s.entry, s]))('%s: its first load request, and the navigation’s, leave before React’s first commit', async (entry, status) => {
  const sent: Sent[] = [];
  const answer = backend.fetch;
  const recording: StandInFetch = (input, init) => {
    sent.push({ path: new URL(String(input), 'http://localhost/').pathname, screenHeld: held(entry), navigationHeld: held(NAVIGATION) });
    return answer(input, init);
  };
  backend.fetch = recording;
  page = await openLivePage(entry, probes[entry]?.page ?? status.sample);
  await expectIslandsAlive(entry);
  await expectNotLoading();
  const own = sent.filter((s) => !NOTICES.test(s.path));
  expect(own.length).toBeGreaterThan(0);
  expect({ first: own[0].path, nodeHeld: own[0].screenHeld }).toEqual({ first: own[0].path, nodeHeld: 0 });
  if (!isGuest(entry)) {
    const notices = sent.find((s) => NOTICES.test(s.path));
    expect({ navigation: notices?.path, nodeHeld: notices?.navigationHeld }).toEqual({ navigation: notices?.path, nodeHeld: 0 });
  }
});
