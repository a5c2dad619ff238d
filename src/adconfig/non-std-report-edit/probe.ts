// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The edit page: the gates see the report's own data arrive (its name in the heading).
  page: '/stat/non-std-reports/1/edit',
  shows: 'Нестандартный отчёт №1: Выручка по площадкам за месяц',
  list: false,
  form: {
    page: '/stat/non-std-reports/create',
    fields: [
      { label: 'Шаблон запроса', value: 'SELECT domain FROM sites WHERE title = \'«кавычки» & <b>разметка</b>\'' },
      { label: 'Название', value: 'Проверка шлюзов: отчёт «кавычки» & <b>разметка</b>' },
      { label: 'Источник данных', value: 'clickhouse', kind: 'select' },
      { label: 'Тип результата', value: 'table', kind: 'select' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/stat/non-std-reports' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The round trip: the report the edit page prints, saved back as it came (A 3 names no enum field of a report).
  roundTrip: {
    page: '/stat/non-std-reports/1/edit',
    save: { button: 'Сохранить', method: 'PUT', path: '/stat/non-std-reports/:id' },
    noEnum: 'A 3 names no enum field of a non-standard report (its status comes from the page’s list)',
  },
  // Exactly 'Удалить' (the report), not the parameters' 'Удалить параметр N'.
  modals: [{ name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить$/ }] }],
};
