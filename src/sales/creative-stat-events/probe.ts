// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The first page comes with the page (its props, issue 41); the columns' page settings (S 7) are still asked at start.
  list: { table: 'События по креативам' },
  lists: 1,
  form: false,
  modals: [
    { name: 'column settings', open: [{ role: 'button', name: 'Настроить колонки' }] },
    { name: 'new fast filter', open: [{ role: 'button', name: 'Сохранить фильтр' }] },
    { name: 'export columns', open: [{ role: 'button', name: 'Экспорт в Excel' }] },
  ],
};
