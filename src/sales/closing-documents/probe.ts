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
  modals: [
    { name: 'add modal', open: [{ role: 'button', name: 'Добавить акт' }] },
    { name: 'edit modal', open: [{ role: 'button', name: /^Изменить акт/ }] },
    { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить акт/ }] },
  ],
};
