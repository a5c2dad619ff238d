// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The edit page: the gates see the plan's own data arrive (its name in the heading).
  page: '/mediaplans/settings/?id=1',
  shows: 'Медиаплан №1: Весенняя кампания «Техно» 2026',
  list: false,
  hash: false,
  form: {
    page: '/mediaplans/settings/?id=1',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: медиаплан «<b>разметка</b>» & кавычки' },
      { label: 'Специфика', value: 'Только десктоп' },
      { label: 'Категория', value: '3', kind: 'select' }, // 'Спецпроект'
    ],
    save: { button: 'Сохранить', method: 'PUT', path: '/api/sales/mediaplans/update/:id' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [
    { name: 'the document form', page: '/mediaplans/settings/?id=2', open: [{ role: 'button', name: 'Добавить документ' }] },
    { name: 'the INN info', page: '/mediaplans/settings/?id=2', open: [{ role: 'button', name: 'Добавить документ' }, { role: 'button', name: 'Информация по ИНН: ИНН заказчика' }] },
    { name: 'the guarantee letter', page: '/mediaplans/settings/?id=2', open: [{ role: 'button', name: 'Загрузить гарантийное письмо' }] },
    { name: 'the manager removal question', open: [{ role: 'button', name: 'Удалить менеджера 1' }] },
  ],
};
