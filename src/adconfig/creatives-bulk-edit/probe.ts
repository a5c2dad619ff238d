// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Флайты' },
  lists: 1,
  form: false,
  modals: [
    {
      name: 'apply confirmation',
      open: [
        { role: 'checkbox', name: 'Выбрать все строки' },
        { role: 'checkbox', name: 'Изменить: Лимит показов' },
        { role: 'button', name: /^Применить к выбранным/ },
      ],
    },
  ],
};
