// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The rule, the formats and its own format's templates, schemes and events come with the page (its props, issue 41):
  // nothing is asked before anyone acts (another format chosen asks the spec's calls).
  loads: false,
  list: false,
  form: {
    page: '/preferences/conversion-rules/2',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: правило «кавычки» & <b>разметка</b>' },
      { label: 'Сортировка', value: '4' },
      { label: 'Организация', value: '2', kind: 'select' },
    ],
    save: { button: 'Сохранить', method: 'PUT', path: '/api/hb/handbook-values/:id' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The round trip: the form's page and Save (the rule the page prints, saved back); a handbook value has no enum field (A 3).
  roundTrip: {
    page: '/preferences/conversion-rules/2',
    save: { button: 'Сохранить', method: 'PUT', path: '/api/hb/handbook-values/:id' },
    noEnum: 'a conversion rule (a handbook value) has no enum field (A 3)',
  },
  modals: [{ name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить$/ }] }],
};
