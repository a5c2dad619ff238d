// The existing-backend gate (issue 41): every screen's real page (template props, layout, the real entries)
// against the stand-in answering as the existing backend would (strict: chosen calls 404, only the spec's
// fields, bare saves; core/answerModes.ts), with the round-trip marks in every record it answers and every
// page's data (an unknown field, an unknown value in each enum field):
// - the page shows its data (the probe's `shows`), with no error toast and no load state left;
// - the record it loads (probe.roundTrip, default its form probe's page and Save), saved back, is a save:
//   a bare {success: true} answers it, no error shows, nothing is left marked unsaved, and the body sent
//   keeps the unknown field (unless the probe says there is nowhere to carry one: `noUnknownField`) and the
//   unknown enum value (unless `noEnum`).
// The shard files (backendPage.<n>.test.ts) each take every n-th screen.
import { screen, waitFor as waitForDom } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ERROR_TITLE, NAVIGATION } from '@e2e/gateExpectations';
import { probes, type Probe, type RoundTripProbe } from '@e2e/probes';
import { UNKNOWN_ENUM, UNKNOWN_FIELD } from '@fixtures/server/core/answerModes';
import { existingScreens, type ScreenStatus } from '@fixtures/server/node/screens';
import { backend } from '../setup';
import { fillForm } from './formFill';
import { openLivePage, withoutAct, type LivePage } from './livePage';
import { expectIslandsAlive, expectNotLoading, expectShown } from './pageChecks';

let page: LivePage | null = null;

/** waitFor without the page's DOM in the failure (a page of navigation is thousands of lines). */
const waitFor = <T,>(check: () => T | Promise<T>): Promise<T> => waitForDom(check, { onTimeout: (error) => error });

const errorToasts = () => [...document.querySelectorAll('.toast')].filter((t) => (t.querySelector('.toast-header')?.textContent ?? '').includes(ERROR_TITLE)).map((t) => (t.textContent ?? '').trim());

async function openSettled(entry: string, url: string): Promise<LivePage> {
  page = await openLivePage(entry, url);
  await expectIslandsAlive(entry);
  await expectNotLoading();
  return page;
}

/** The round trip a probe asks for: its own, else its form's Save on the form's page; null for none. */
export function roundTripOf(probe: Probe): RoundTripProbe | null {
  if (probe.roundTrip === false) return null;
  if (probe.roundTrip) return probe.roundTrip;
  return probe.form ? { page: probe.form.page, save: probe.form.save } : null;
}


function registerScreen(status: ScreenStatus, probe: Probe): void {
  const entry = status.entry;
  const url = probe.page ?? status.sample;
  const shows = probe.shows ?? status.shows ?? '';
  const trip = roundTripOf(probe);

  it(`${entry}: on the existing backend its page shows its data${trip ? ', and the record saved back is a save that keeps what the screen does not know' : ''}`, async () => {
    backend.setModes({ strict: true, roundTrip: true });
    await openSettled(entry, url);
    await expectShown(shows);
    expect(errorToasts()).toEqual([]);
    if (!trip) return;

    const tripUrl = trip.page ?? (probe.form ? probe.form.page : undefined) ?? url;
    if (tripUrl !== url) {
      await page?.close();
      await openSettled(entry, tripUrl);
    }
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    for (const control of trip.open ?? []) await user.click(await waitFor(() => screen.getByRole(control.role, { name: control.name })));
    if (trip.fill && probe.form) await fillForm(probe.form);
    const before = backend.all(trip.save.method, trip.save.path).length;
    await user.click(await waitFor(() => screen.getByRole('button', { name: trip.save.button })));
    await waitFor(() => expect(backend.all(trip.save.method, trip.save.path).length).toBeGreaterThan(before));
    const sent = backend.all(trip.save.method, trip.save.path)[before];
    await waitFor(() => expect(sent.status).toBe(200));
    await waitFor(() => expect(page?.leavingAsks()).toBe(false));
    expect(errorToasts()).toEqual([]);
    await expectIslandsAlive(entry);
    const body = JSON.stringify(sent.body ?? null);
    if (!trip.noUnknownField) expect({ keepsUnknownField: body.includes(UNKNOWN_FIELD) }).toEqual({ keepsUnknownField: true });
    if (!trip.noEnum) expect({ keepsUnknownEnumValue: body.includes(UNKNOWN_ENUM) }).toEqual({ keepsUnknownEnumValue: true });
  });
}

/** Registers the gate for every `of`-th built screen, starting at `shard` (1-based). */
export function registerBackendGate(shard: number, of: number): void {
  withoutAct();
  afterEach(async () => {
    await page?.close();
    page = null;
  });
  const screens = existingScreens().filter((s) => s.entry !== NAVIGATION);
  screens
    .filter((_, index) => index % of === shard - 1)
    .forEach((status) => {
      const probe = probes[status.entry];
      if (probe) registerScreen(status, probe);
    });
}
