// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // A tree, not a paginated table: the gates see its data arrive by a district's name. The form is the
  // selected object's population (#o= selects it).
  list: false,
  form: {
    page: '/preferences/geo/population#o=101',
    // As the number input shows it once left (ru-RU groups with no-break spaces, issue 44): typed so, it stays so.
    fields: [{ label: 'Население, человек', value: '8\u00a0700\u00a0000' }],
    save: { button: 'Сохранить', method: 'POST', path: '/api/hb/geo/population/:id' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The round trip: the selected object's population record, saved back with what it came with (A 3 names no enum field of it).
  roundTrip: {
    page: '/preferences/geo/population#o=101',
    save: { button: 'Сохранить', method: 'POST', path: '/api/hb/geo/population/:id' },
    noEnum: 'A 3 names no enum field of a geo population',
  },
  modals: [],
};
