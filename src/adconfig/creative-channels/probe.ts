// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Каналы флайта' },
  lists: 1,
  form: false,
  modals: [
    { name: 'channel ids to add', open: [{ role: 'button', name: 'Действия с каналами' }, { role: 'button', name: 'Добавить каналы по ID' }] },
    { name: 'exclude all confirmation', open: [{ role: 'button', name: 'Действия с каналами' }, { role: 'button', name: 'Исключить все каналы' }] },
    { name: 'channel limits', open: [{ role: 'button', name: /^Лимиты канала / }] },
    { name: 'channel links', open: [{ role: 'button', name: /^Ссылки канала / }] },
  ],
};
