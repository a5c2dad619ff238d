// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// No status: saved with PUT {items: [{ord_id, entity_id}]} to the page itself.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: {
    fields: [{ label: 'Идентификатор ОРД 1', value: 'Kra23abcD' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/options/ord-ids' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [{ name: 'Вы уверены?', open: [{ role: 'button', name: 'Удалить строку 1: Идентификаторы' }] }],
};
