// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The record comes with the page (its props, issue 41): nothing is asked before anyone acts.
  loads: false,
  // The edit page: the gates see the banner's own data arrive (its name in the heading).
  page: '/banners/v2/edit/1',
  shows: 'Баннер №1: Осенняя коллекция — каталог',
  list: false,
  form: {
    page: '/banners/v2/create',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: баннер v2 «кавычки» & <b>разметка</b>' },
      { label: 'Тип', value: '3', kind: 'select' }, // 'Текстовый блок': no required fields of its own
      { label: 'Рекламная система', value: '1', kind: 'select' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/api/v2/banners' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The round trip: the banner the edit page prints, saved back as it came (A 3 names no enum field of a banner).
  roundTrip: {
    page: '/banners/v2/edit/1',
    save: { button: 'Сохранить', method: 'PUT', path: '/api/v2/banners/:id' },
    noEnum: 'A 3 names no enum field of a banner',
  },
  modals: [],
};
