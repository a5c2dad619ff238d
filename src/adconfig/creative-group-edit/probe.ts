// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // Group 3 (campaign 2): not the one the creative-groups flow renames. Its campaign's flights arriving show the data.
  page: '/creative-groups/3/edit',
  shows: 'Зима — нативный блок №202',
  list: false,
  hash: false,
  form: {
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: группа «видео» & <b>разметка</b>' },
      { label: 'Описание', value: 'Изменена тестом качества' },
    ],
    save: { button: 'Сохранить', method: 'PUT', path: '/api/core/campaigns/creatives-groups/:id' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [{ name: 'add group', open: [{ role: 'button', name: 'Добавить группу' }] }],
};
