// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The record comes with the page (its props, issue 41): nothing is asked before anyone acts.
  loads: false,
  // The reservations of the current month: a seeded manager (every month lists them all).
  shows: 'Ульяна Соколова',
  list: false,
  // The presale tab: one coefficient typed, saved with the changed coefficients only.
  form: {
    page: '/statistics/reserves#presale',
    fields: [{ label: 'Ульяна Соколова — Коэффициент', value: '1,75' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/statistics/reserves/coefficients' },
    unsaved: 'Не сохранено',
  },
  // The spec names no save call for the coefficients (ours is chosen: the strict backend has none), and the save
  // sends coefficients, not a record it loaded: nothing to save back.
  roundTrip: false,
  modals: [],
};
