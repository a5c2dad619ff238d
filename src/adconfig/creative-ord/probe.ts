// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The record comes with the page (its props, issue 41): nothing is asked before anyone acts.
  loads: false,
  // Flight 1 has its ORD ids: the page opens locked. Nothing kept in the hash.
  page: '/creatives/settings/ord/?id=1',
  shows: 'Флайт №1: Осенняя распродажа — баннер 240×400',
  list: false,
  hash: false,
  form: {
    // Flight 2 has none yet: the fields are open.
    page: '/creatives/settings/ord/?id=2',
    fields: [
      { label: 'Токен ERID', value: 'Kra23f4Tz9' },
      { label: 'ID креатива в ОРД', value: 'Проверка шлюзов: «CR» & <b>разметка</b>' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/creatives/settings/ord/:id' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [{ name: 'the unlocking question', open: [{ role: 'button', name: 'Разблокировать' }] }],
  // Issue 41: the spec's save is {ord_erid, ord_creative_id} alone (A 7), not the flight: no record goes back.
  roundTrip: false,
};
