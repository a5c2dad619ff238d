// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Флайты кампании' },
  lists: 1,
  form: false,
  modals: [
    { name: 'add group', open: [{ role: 'button', name: 'Добавить группу' }] },
    { name: 'rename group', open: [{ role: 'button', name: 'Переименовать' }] },
    { name: 'delete group confirmation', open: [{ role: 'button', name: 'Удалить группу' }] },
    {
      name: 'group change confirmation',
      open: [
        { role: 'checkbox', name: 'Выбрать флайт 105' },
        { role: 'button', name: /^Добавить в группу/ },
      ],
    },
  ],
};
