// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// No status: saved with PUT {items: [{ord_id, entity_id}]} to the page itself.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The option comes printed in the page's props (issue 41): the editor sends nothing to start.
  loads: false,
  list: false,
  hash: false,
  form: {
    fields: [{ label: 'Идентификатор ОРД 1', value: 'Kra23abcD' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/options/ord-ids' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [{ name: 'Вы уверены?', open: [{ role: 'button', name: 'Удалить строку 1: Идентификаторы' }] }],
  // Issue 41: the printed option saved back untouched keeps its value's unknown field. The option's only
  // enum is its status (0/1, a number: the round trip leaves it alone), so no unknown enum value is asked for.
  roundTrip: { save: { button: 'Сохранить', method: 'PUT', path: '/options/ord-ids' }, noEnum: 'the option has no text enum: its status is 0/1' },
};
