// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
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
};
