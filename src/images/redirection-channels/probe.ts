// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Каналы перенаправления' },
  // The corrections form of channel 104 (not a redirection channel yet: the save creates it), opened by its link #c=104.
  lists: 2,
  form: {
    page: '/preferences/redirection-channels#c=104',
    fields: [
      { label: 'Событие, строка 1', value: 'clicked', kind: 'select' },
      { label: 'Срез, %, строка 1', value: '12,5' },
      { label: 'Перенаправление, %, строка 1', value: '40' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/api/rest/redirection-channels' },
    unsaved: 'Есть несохранённые изменения',
  },
  roundTrip: {
    page: '/preferences/redirection-channels#c=104',
    save: { button: 'Сохранить', method: 'POST', path: '/api/rest/redirection-channels' },
    noEnum: 'I 3 names no enum field of a redirection channel; its corrections are the rows the form edits',
  },
  modals: [{ name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить канал перенаправления/ }] }],
};
