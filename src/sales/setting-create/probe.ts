// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // Its types and fields come with the page: nothing is asked before the save.
  loads: false,
  hash: false,
  list: false,
  form: {
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: настройка «лимит» & <b>разметка</b>' },
      { label: 'Тип настройки', value: '1', kind: 'select' }, // 'Строка'
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/preferences/i/settings/create' },
    unsaved: 'Есть несохранённые изменения',
    after: 'settings', // S 2: on success the user returns to the list
  },
  // A create-only form: it loads no record, so there is none to save back (its bare save: SettingCreateStore.test.ts).
  roundTrip: false,
  modals: [],
};
