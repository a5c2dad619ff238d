// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The record comes with the page (its props, issue 41): nothing is asked before anyone acts.
  loads: false,
  // Flight 1: template 2's params (a title and an image) and the target links. Nothing kept in the hash.
  page: '/creatives/banner-params/?id=1',
  shows: 'Флайт №1: Осенняя распродажа — баннер 240×400',
  list: false,
  hash: false,
  form: {
    fields: [{ label: 'Заголовок', value: 'Проверка шлюзов: «баннер» & <b>разметка</b>' }],
    save: { button: 'Сохранить', method: 'POST', path: '/creatives/:id/banner-params' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [],
  // Issue 41: the save is the template's param values (multipart params[key], files[key]), not a record the page
  // loaded: the flight's own fields are not this page's to send. Stored values of keys the template no longer has
  // go back as they came (the store test).
  roundTrip: false,
};
