// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  // The rating dialog, opened by its link (#vote).
  form: {
    page: '/mediaplans/feedback/?id=1#vote',
    fields: [
      { label: 'Оценка кампании', value: '7', kind: 'select' },
      { label: 'Оценка дизайнера', value: '9', kind: 'select' },
      { label: 'Комментарий', value: 'Проверка шлюзов: «оценка» & <b>разметка</b>' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/api/sales/mediaplans/feedback/:id/vote' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The last vote, changed in the dialog and saved: S 3's vote names no enum field.
  roundTrip: { page: '/mediaplans/feedback/?id=1#vote', save: { button: 'Сохранить', method: 'POST', path: '/api/sales/mediaplans/feedback/:id/vote' }, noEnum: 'S 3 lists no values of any vote field' },
  modals: [{ name: 'rating dialog', open: [{ role: 'button', name: 'Изменить' }] }],
};
