// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // A create page that asks the server nothing before the save: its heading is there at once.
  loads: false,
  shows: 'Новая транзакция',
  list: false,
  hash: false,
  form: {
    fields: [
      { label: 'Тип операции', value: 'bonus', kind: 'select' },
      { label: 'Сумма без НДС', value: '1000' },
      { label: 'Описание', value: 'Проверка шлюзов: бонус «за объём» & <b>разметка</b>' },
    ],
    save: { button: 'Создать транзакцию', method: 'POST', path: '/api/users/transactions' },
    unsaved: 'Есть несохранённые изменения',
  },
  // A create-only form: it loads no record, so there is none to save back (its bare save: UserTransactionStore.test.ts).
  roundTrip: false,
  modals: [],
};
