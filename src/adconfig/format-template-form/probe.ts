// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The edit page: the gates see the template's own data arrive (its name in the heading).
  page: '/preferences/formats/settings/templates/edit/?id=2',
  shows: 'Шаблон формата №2: Баннер с кнопкой «Купить» №2',
  list: false,
  form: {
    page: '/preferences/formats/settings/templates/create/?id=2',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: шаблон «pre-roll» & <b>разметка</b>' },
      { label: 'Шаблон', value: '<video src="{{video}}"></video>' },
      { label: 'Схема выплат', value: '3', kind: 'select' }, // 'CPM для партнёров — Видео №3'
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/hb/format-templates' },
    unsaved: 'Есть несохранённые изменения',
    after: 'format-templates', // A 5: a saved template goes back to its format's list
  },
  modals: [],
  // Issue 41: the edit page's template (printed into its props) saved back unedited keeps what the form does not know.
  roundTrip: {
    page: '/preferences/formats/settings/templates/edit/?id=2',
    save: { button: 'Сохранить', method: 'PUT', path: '/hb/format-templates/:id' },
    noEnum: 'A 3 Template names no enum field (its params\' types are checked by the screen test)',
  },
};
