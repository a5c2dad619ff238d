// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Закрывающие документы' },
  // The add modal, opened by its link (#new); the gates fill it and save it (a new act's dates are set: signed today, the month before).
  lists: 1,
  form: {
    page: '/mediaplans/closing-documents/?id=1#new',
    fields: [
      { label: 'Тип документа', value: 'act', kind: 'select' },
      { label: 'Номер документа', value: 'Проверка шлюзов: акт «№1» & <b>разметка</b>' },
      { label: 'Сумма без НДС', value: '1000' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/api/sales/mediaplans/:id/closing-documents' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The add modal saves no loaded record: the round trip opens the first row (the latest act) and saves it as it came.
  // Closing documents have no enum field in S 3 (type_id's values are not listed): no unknown value to keep.
  roundTrip: {
    page: '/mediaplans/closing-documents/?id=1',
    open: [{ role: 'button', name: 'Изменить акт №КД-19' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/api/sales/mediaplans/:mid/closing-documents/:id' },
    noEnum: 'S 3 lists no values of any closing document field',
  },
  modals: [
    { name: 'add modal', open: [{ role: 'button', name: 'Добавить акт' }] },
    { name: 'edit modal', open: [{ role: 'button', name: /^Изменить акт/ }] },
    { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить акт/ }] },
  ],
};
