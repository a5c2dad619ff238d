// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
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
  modals: [],
};
