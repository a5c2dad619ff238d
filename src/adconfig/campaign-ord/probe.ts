// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  page: '/campaigns/settings/ord/?id=1',
  shows: 'ОРД кампании №1: Осенняя распродажа «Техно» — охватная кампания',
  list: false,
  hash: false,
  form: {
    // Campaign 3 has no ORD data yet: its form is not locked.
    page: '/campaigns/settings/ord/?id=3',
    fields: [
      { label: 'ID в ОРД', value: 'ORD «<b>проверка</b>» & шлюзы' },
      { label: 'Тип кампании в ОРД', value: '2', kind: 'select' }, // 'Посредничество'
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/api/core/campaigns/settings/ord/:id' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The round trip: the form's page and Save (the campaign GET {api}/campaigns/{id} answered, its settings saved back).
  roundTrip: {
    page: '/campaigns/settings/ord/?id=3',
    save: { button: 'Сохранить', method: 'POST', path: '/api/core/campaigns/settings/ord/:id' },
    noEnum: 'the ORD settings have no text enum field (A 3: is_ignore_ord_reports is 0/1; the campaign type is an id)',
  },
  modals: [
    { name: 'the unlock question', open: [{ role: 'button', name: 'Разблокировать: Настройки ОРД' }] },
    { name: 'the notify modal', open: [{ role: 'button', name: 'Уведомить об изменениях' }] },
    { name: 'the period modal', page: '/campaigns/settings/ord/?id=2', open: [{ role: 'button', name: 'Добавить период' }] },
    { name: 'the join question', page: '/campaigns/settings/ord/?id=2', open: [{ role: 'button', name: 'Объединить периоды' }] },
    { name: 'the contract form', page: '/campaigns/settings/ord/?id=3', open: [{ role: 'button', name: 'Создать договор: Изначальный договор' }] },
  ],
};
