// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // Flight 1's counters (the template passes the edit flag). Nothing kept in the hash.
  page: '/creatives/verifier-counters/?id=1',
  shows: 'Adriver: клики',
  list: false,
  hash: false,
  form: {
    // A counter picked is sent with the list by Save.
    fields: [{ label: 'Счётчик для добавления', value: '3', kind: 'select' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/creatives/:id/verifier-counters' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [],
  // Issue 41: the spec's save is the counter_id list alone (A 7), not the flight: no record goes back.
  roundTrip: false,
};
