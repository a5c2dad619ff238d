// What the quality gates (e2e/gates/*.spec.ts) cannot guess about a screen: one entry per screen of
// the catalogue, navigation excepted (it is checked on every page). A gate fails for a built screen
// with no entry here, so a new screen adds its entry the day it lands. Everything else — the calls a
// page makes, the faults, the payloads, the checks — the gates work out for themselves.
import type { Page } from '@playwright/test';
import type { Method } from '../fixtures/server/core/types';

export type Role = Parameters<Page['getByRole']>[0];

/** A control found by its role and accessible name (as a user finds it). */
export interface Control {
  role: Role;
  name: string | RegExp;
}

export interface FormField {
  /** The field's accessible name (its label, exactly). */
  label: string;
  value: string;
  /** How the value goes in: typed (a textbox; default) or chosen (a native <select>, role combobox). */
  kind?: 'fill' | 'select';
}

export interface FormProbe {
  /** The page with the form; default: the probe's page. */
  page?: string;
  /** Fields filled before the save; each must still hold its value after a failed save. */
  fields: FormField[];
  /** The Save button and the call it makes (method and path pattern, `/a/:id` allowed). */
  save: { button: string; method: Method; path: string };
  /** The text the screen shows while there are unsaved edits. */
  unsaved: string;
  /** The screen the page goes to after a save, when not this one (a form that returns to its list). */
  after?: string;
}

export interface ModalProbe {
  /** What the dialog is, for the test title. */
  name: string;
  /** The page to open it on; default: the probe's page. */
  page?: string;
  /** Clicked in order; the last one opens the dialog. Never confirmed: the gate closes it with Escape. */
  open: Control[];
}

export interface Probe {
  /** The page the gates open; default: the catalogue's sample. */
  page?: string;
  /** A text shown only once the page's data has arrived; default: the catalogue's `shows`. */
  shows?: string;
  /**
   * A paginated list: its table's accessible name (caption). The garbage-hash gate opens the page
   * with `garbageHash` (default: GARBAGE_HASH) and expects the default list's first rows. false: no list.
   */
  list: { table: string; garbageHash?: string } | false;
  /**
   * false: the screen keeps nothing in the hash, so a garbage hash is not its business: it is left as it
   * was (it may be the template's own anchor) and changes nothing. Default: the screen owns the hash,
   * and puts a garbage one back in order.
   */
  hash?: false;
  /**
   * false: the screen asks the server nothing before anyone acts (its texts and choices come with the page):
   * its `shows` text is there at once, even while every call (the navigation's) is held. Default: the
   * screen loads its data, and `shows` appears only once it has arrived.
   */
  loads?: false;
  /** The screen's form (failed save, double submit, unsaved edits); false: none. */
  form: FormProbe | false;
  /** Every modal and confirmation the page opens (axe checks each open); [] when none. */
  modals: ModalProbe[];
}

/** Out-of-domain values for the usual list keys, a markup-looking sort field and a broken percent escape. */
export const GARBAGE_HASH = '#p=-1&pp=999&f=%3Cscript%3E&o=sideways&q=%E0%A4%A&pid=abc&s=%00&t=%F0%9F';

export const probes: Record<string, Probe> = {
  'deleted-sites': {
    list: { table: 'Удалённые сайты' },
    form: false,
    modals: [],
  },

  'sites-lists': {
    list: { table: 'Списки сайтов' },
    form: false,
    modals: [{ name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить список/ }] }],
  },

  'sites-list-form': {
    // The edit page: the gates see the list's own data arrive (the create page loads categories only).
    page: '/preferences/sites-lists/edit/?id=1',
    shows: 'Новостной портал 30',
    list: false,
    form: {
      page: '/preferences/sites-lists/create',
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: список' },
        { label: 'Описание', value: 'Создан тестом качества; «кавычки» & <b>разметка</b>' },
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/api/hb/sites-lists' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [
      { name: 'delete all sites confirmation', open: [{ role: 'button', name: 'Удалить все' }] },
      {
        name: 'delete selected sites confirmation',
        open: [
          { role: 'checkbox', name: /^Выбрать сайт / },
          { role: 'button', name: /^Удалить выбранные/ },
        ],
      },
    ],
  },

  'search-task-coefficients': {
    list: { table: 'Коэффициенты' },
    // The add modal, opened by its link (#new); the gates fill it and save it (a simple coefficient).
    form: {
      page: '/inimage/coefficients#new',
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: коэффициент «CTR» & <b>разметка</b>' },
        { label: 'Проект', value: '2', kind: 'select' }, // 'Новостной портал «Вести»'
        { label: 'Порядок применения', value: '3' },
        { label: 'Значение', value: '1,25' },
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/inimage/coefficients' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [
      { name: 'add modal', open: [{ role: 'button', name: 'Добавить' }] },
      { name: 'edit modal', open: [{ role: 'button', name: /^Изменить коэффициент/ }] },
      { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить коэффициент/ }] },
    ],
  },

  'payout-schemes': {
    list: { table: 'Схемы выплат' },
    // The add modal, opened by its link (#new); the gates fill it and save it.
    form: {
      page: '/preferences/sales/payout-types#new',
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: схема «CPM» & <b>разметка</b>' },
        { label: 'Формат', value: '3', kind: 'select' }, // 'Нативный блок'
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/api/core/payout-types' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [
      { name: 'add modal', open: [{ role: 'button', name: 'Добавить' }] },
      { name: 'edit modal', open: [{ role: 'button', name: /^Изменить схему/ }] },
      { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить схему/ }] },
    ],
  },

  // A 2 Mix tasks (a3-mix): the list with its sidebar from the answer.
  'mix-tasks': {
    list: { table: 'Задачи миксования' },
    form: false,
    modals: [],
  },

  'mix-task-form': {
    // The edit page: the gates see the task's own data arrive (its name in the heading).
    page: '/preferences/mix-tasks/7/edit',
    shows: 'Задача миксования №7: Спортивные площадки',
    list: false,
    form: {
      page: '/preferences/mix-tasks/create',
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: задача «кавычки» & <b>разметка</b>' },
        { label: 'Лимит', value: '1000' },
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/preferences/mix-tasks' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [{ name: 'delete confirmation', open: [{ role: 'button', name: 'Удалить' }] }],
  },

  'verifier-counters': {
    list: { table: 'Счётчики верификаторов' },
    // The add modal, opened by its link (#new); the gates fill it and save it.
    form: {
      page: '/preferences/verifier-counters#new',
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: счётчик «кавычки» & <b>разметка</b>' },
        { label: 'Верификатор', value: '2', kind: 'select' },
        { label: 'Единица учёта', value: 'click', kind: 'select' },
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/api/hb/verifier-counters' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [
      { name: 'add modal', open: [{ role: 'button', name: 'Добавить' }] },
      { name: 'edit modal', open: [{ role: 'button', name: /^Изменить счётчик/ }] },
      { name: 'edit modal, prices tab', open: [{ role: 'button', name: /^Изменить счётчик/ }, { role: 'tab', name: 'Цены' }] },
      { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить счётчик/ }] },
    ],
  },

  'banner-editor': {
    // The edit page: the gates see the banner's own data arrive (its name in the heading).
    page: '/banners/edit/1',
    shows: 'Баннер №1: Весенняя распродажа — главная страница',
    list: false,
    form: {
      page: '/banners/create',
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: баннер «кавычки» & <b>разметка</b>' },
        { label: 'Тип', value: '3', kind: 'select' }, // 'Текстовый блок': no required fields of its own
        { label: 'Рекламная система', value: '1', kind: 'select' },
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/api/banners' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [],
  },

  // Option editors (A 2, A 4): one form each, saved with POST {status, value} to the page itself.
  'option-frequency': {
    list: false,
    hash: false,
    form: {
      fields: [
        { label: 'Показы: Не более, раз', value: '5' },
        { label: 'Показы: За период', value: '2' },
        { label: 'Показы: Единица периода', value: 'day', kind: 'select' },
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/options/frequency' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [],
  },

  'tag-categories': {
    // A tree, not a paginated table: the gates see its data arrive by a root category's name.
    list: false,
    // The add modal of a root category, opened by its link (#new); the gates fill it and save it.
    form: {
      page: '/preferences/inimage/categories#new',
      fields: [{ label: 'Название', value: 'Проверка шлюзов: категория «теги» & <b>разметка</b>' }],
      save: { button: 'Сохранить', method: 'POST', path: '/preferences/inimage/categories' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [
      { name: 'add modal', open: [{ role: 'button', name: 'Добавить категорию' }] },
      { name: 'add child modal', open: [{ role: 'button', name: /^Добавить подкатегорию в/ }] },
      { name: 'edit modal', open: [{ role: 'button', name: /^Изменить категорию/ }] },
      { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить категорию/ }] },
    ],
  },

  'banner-type-fields': {
    list: { table: 'Поля типа баннера' },
    form: {
      page: '/preferences/banners-types/1/fields#new',
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: поле «CTA» & <b>разметка</b>' },
        { label: 'Ключ', value: 'gate_check' },
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/preferences/banners-types/:typeId/fields' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [
      { name: 'add modal', open: [{ role: 'button', name: 'Добавить поле' }] },
      { name: 'edit modal', open: [{ role: 'button', name: /^Изменить поле/ }] },
      { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить поле/ }] },
    ],
  },

  'option-schedule': {
    list: false,
    hash: false,
    form: {
      fields: [{ label: 'Часовой пояс', value: 'Asia/Novosibirsk', kind: 'select' }],
      save: { button: 'Сохранить', method: 'POST', path: '/options/schedule' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [],
  },

  'option-weather': {
    list: false,
    hash: false,
    form: {
      fields: [
        { label: 'Температура, °C от', value: '-10' },
        { label: 'Температура, °C до', value: '15,5' },
        { label: 'Давление, мм рт. ст. от', value: '740' },
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/options/weather' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [],
  },

  'campaign-external-kpi': {
    list: false,
    // The whole-campaign grid: one daily cell typed, saved with the changed cells only (save-diff).
    form: {
      page: '/campaigns/external-kpi/?id=1#t=campaign',
      fields: [{ label: '02.10.2026 — Сессии/дни', value: '1234' }],
      save: { button: 'Сохранить', method: 'POST', path: '/api/core/campaigns/external-kpi/save-diff/:id' },
      unsaved: 'Не сохранено',
    },
    modals: [
      {
        name: 'delete breakdown confirmation',
        open: [
          { role: 'tab', name: /^Мобильный трафик/ },
          { role: 'button', name: 'Удалить разбивку' },
        ],
      },
    ],
  },

  'post-click-kpi': {
    list: { table: 'Пост-клик KPI' },
    form: false,
    modals: [
      { name: 'column settings', open: [{ role: 'button', name: 'Настроить колонки' }] },
      // Campaign 130, first by the default sort, has comments: the panel shows them, their groups and controls.
      // (Deleting one asks through the shared confirmation dialog, which the other screens' probes check.)
      { name: 'comments side panel', open: [{ role: 'button', name: /^Комментарии к кампании/ }] },
    ],
  },

  'images-moderation': {
    // The image grid: no table (the garbage-hash gate checks the hash is dropped); the count line shows the data.
    list: false,
    form: false,
    modals: [
      { name: 'large-image modal', open: [{ role: 'button', name: /^Открыть изображение/ }] },
      // I 2.1: the modal with its category tree loaded and a category chosen (axe on the tree and the tags it offers).
      { name: 'large-image modal with the category picker', open: [{ role: 'button', name: /^Открыть изображение/ }, { role: 'button', name: 'Теги по категориям' }, { role: 'treeitem', name: 'Природа' }] },
      {
        name: "bulk tags alert 'Выберите теги!'",
        open: [
          { role: 'tab', name: /^Теги выбранных/ },
          { role: 'button', name: 'Назначить теги' },
        ],
      },
    ],
  },

  // I 2.5 moderation statistics (h4-moderation): the users list, a user's tabs, an image's history.
  'moderation-users': {
    list: { table: 'Статистика модерации по пользователям' },
    form: false,
    modals: [],
  },

  'moderation-user': {
    // The images tab (default); the actions tab is the same ListTable, behind `#actions`.
    list: { table: 'Изображения, изменённые пользователем' },
    form: false,
    modals: [],
  },

  'image-history': {
    list: false,
    // Nothing in the hash: a stray one is left as it is.
    hash: false,
    form: false,
    modals: [],
  },

  // h2-mediaplan: media plan KPI and feedback.
  'mediaplan-kpi': {
    // Campaigns with their KPI lines, not a paginated list.
    list: false,
    // The campaign's KPI modal, opened by its link (#c=101); one plan typed, saved with save-diff.
    form: {
      page: '/mediaplans/kpi/?id=1#c=101',
      fields: [{ label: 'План: Сессии', value: '31500' }],
      save: { button: 'Сохранить', method: 'POST', path: '/api/sales/mediaplans/kpi/save-diff/:id' },
      unsaved: 'Есть несохранённые изменения',
    },
    // The remove confirmation opens over this modal: the gate wants one dialog at a time (it is the
    // shared confirmation, which the other screens' probes check).
    modals: [
      { name: 'campaign KPI modal', open: [{ role: 'button', name: /^Изменить KPI кампании Техно: охватная/ }] },
      // The removal of a saved KPI asks over the campaign modal.
      {
        name: 'KPI removal confirmation',
        open: [
          { role: 'button', name: /^Изменить KPI кампании Техно: охватная/ },
          { role: 'button', name: /^Удалить показатель / },
        ],
      },
    ],
  },

  'mediaplan-feedback': {
    list: false,
    // The rating dialog, opened by its link (#vote).
    form: {
      page: '/mediaplans/feedback/?id=1#vote',
      fields: [
        { label: 'Оценка кампании', value: '7', kind: 'select' },
        { label: 'Оценка дизайнера', value: '9', kind: 'select' },
        { label: 'Комментарий', value: 'Проверка шлюзов: «оценка» & <b>разметка</b>' },
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/api/sales/mediaplans/feedback/:id/vote' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [{ name: 'rating dialog', open: [{ role: 'button', name: 'Изменить' }] }],
  },

  'image-search-tasks': {
    list: { table: 'Задачи поиска изображений' },
    // The add modal, opened by its link (#new); the gates fill it and save it (the limit keeps its 500).
    form: {
      page: '/inimage/search-tasks#new',
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: задача «CTR» & <b>разметка</b>' },
        { label: 'Поисковый запрос', value: 'закат над морем' },
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/inimage/search-tasks' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [
      { name: 'add modal', open: [{ role: 'button', name: 'Добавить' }] },
      { name: 'JSON import modal', open: [{ role: 'button', name: 'Импортировать json' }] },
    ],
  },

  'image-search-task': {
    // The gallery: no table; the bottom bar is the form (the limit; the marks are checked in jest).
    list: false,
    form: {
      fields: [{ label: 'Лимит', value: '300' }],
      save: { button: 'Сохранить', method: 'PUT', path: '/inimage/search-tasks/:id' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [
      { name: 'large-image modal', open: [{ role: 'button', name: /^Открыть изображение/ }] },
      { name: "bulk alert 'Выберите изображения!'", open: [{ role: 'button', name: 'Удалить выбранные' }] },
    ],
  },
  // --- h1-kpi: kpi-indicators, post-click-kpi-old, redirection-channels ---
  'kpi-indicators': {
    list: { table: 'KPI-показатели' },
    // The add modal, opened by its create link (#new, S 2); the gates fill it and save it.
    form: {
      page: '/preferences/sales/kpi-indicators#new',
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: KPI «CTR» & <b>разметка</b>' },
        { label: 'Тип KPI', value: 'quality', kind: 'select' },
        { label: 'Тип значения', value: 'percent', kind: 'select' },
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/api/sales/kpi-indicators' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [
      { name: 'add modal', open: [{ role: 'link', name: 'Добавить KPI-показатель' }] },
      { name: 'edit modal', open: [{ role: 'button', name: /^Изменить KPI-показатель/ }] },
      { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить KPI-показатель/ }] },
    ],
  },
  'post-click-kpi-old': {
    list: { table: 'Пост-клик KPI (устаревшая версия)' },
    form: false,
    modals: [{ name: 'column settings', open: [{ role: 'button', name: 'Настроить колонки' }] }],
  },
  'redirection-channels': {
    list: { table: 'Каналы перенаправления' },
    // The corrections form of channel 104 (not a redirection channel yet: the save creates it), opened by its link #c=104.
    form: {
      page: '/preferences/redirection-channels#c=104',
      fields: [
        { label: 'Событие, строка 1', value: 'clicked', kind: 'select' },
        { label: 'Срез, %, строка 1', value: '12,5' },
        { label: 'Перенаправление, %, строка 1', value: '40' },
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/api/rest/redirection-channels' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [{ name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить канал перенаправления/ }] }],
  },
  // --- end h1-kpi ---
  'images-statistics': {
    // The image grid without checks: no table (the garbage-hash gate checks the hash is dropped); the count line shows the data.
    list: false,
    form: false,
    modals: [{ name: 'large-image modal', open: [{ role: 'button', name: /^Открыть изображение/ }] }],
  },
  // --- a4-nonstd: non-standard reports (A 2) ---
  'non-std-reports': {
    // Cards by default (the table is the 'Списком' view): no list table; the hash holds the name searched.
    list: false,
    form: false,
    modals: [],
  },
  'non-std-report-edit': {
    // The edit page: the gates see the report's own data arrive (its name in the heading).
    page: '/stat/non-std-reports/1/edit',
    shows: 'Нестандартный отчёт №1: Выручка по площадкам за месяц',
    list: false,
    form: {
      page: '/stat/non-std-reports/create',
      fields: [
        { label: 'Шаблон запроса', value: 'SELECT domain FROM sites WHERE title = \'«кавычки» & <b>разметка</b>\'' },
        { label: 'Название', value: 'Проверка шлюзов: отчёт «кавычки» & <b>разметка</b>' },
        { label: 'Источник данных', value: 'clickhouse', kind: 'select' },
        { label: 'Тип результата', value: 'table', kind: 'select' },
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/stat/non-std-reports' },
      unsaved: 'Есть несохранённые изменения',
    },
    // Exactly 'Удалить' (the report), not the parameters' 'Удалить параметр N'.
    modals: [{ name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить$/ }] }],
  },
  'non-std-report-run': {
    // The filters are the report's own (no hash schema can name them): nothing kept in the hash.
    list: false,
    hash: false,
    form: false,
    modals: [],
  },
  // --- end a4-nonstd ---
  // --- a1-handbooks ---
  handbooks: {
    list: { table: 'Справочники' },
    // The add modal, opened by its link (#new); the gates fill it and save it.
    form: {
      page: '/preferences/handbooks#new',
      fields: [{ label: 'Название', value: 'Проверка шлюзов: справочник «кавычки» & <b>разметка</b>' }],
      save: { button: 'Сохранить', method: 'POST', path: '/api/hb/handbooks' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [
      { name: 'add modal', open: [{ role: 'button', name: 'Добавить' }] },
      { name: 'edit modal', open: [{ role: 'button', name: /^Изменить справочник/ }] },
      { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить справочник/ }] },
    ],
  },
  'handbook-values': {
    // Handbook 2 edits its values in the modal (handbook 1, the catalogue's sample, edits them on their own page).
    page: '/preferences/handbook-values/2',
    shows: 'Смартфон',
    list: { table: 'Значения справочника' },
    form: {
      page: '/preferences/handbook-values/2#new',
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: значение «кавычки» & <b>разметка</b>' },
        { label: 'Сортировка', value: '7' },
        { label: 'Организация', value: '2', kind: 'select' },
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/api/hb/handbook-values' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [
      { name: 'add modal', open: [{ role: 'button', name: 'Добавить' }] },
      { name: 'edit modal', open: [{ role: 'button', name: /^Изменить значение/ }] },
      { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить значение/ }] },
    ],
  },
  'handbook-value-edit': {
    // A sales channel (handbook 3): the gates see its name arrive in the heading.
    page: '/preferences/handbook-values/3/33',
    shows: 'Значение справочника «Партнёрская сеть»',
    list: false,
    form: {
      page: '/preferences/handbook-values/3/35',
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: значение «кавычки» & <b>разметка</b>' },
        { label: 'Сортировка', value: '9' },
        { label: 'Организация', value: '1', kind: 'select' },
      ],
      save: { button: 'Сохранить', method: 'PUT', path: '/api/hb/handbook-values/:id' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [],
  },
  'conversion-rule-edit': {
    list: false,
    form: {
      page: '/preferences/conversion-rules/2',
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: правило «кавычки» & <b>разметка</b>' },
        { label: 'Сортировка', value: '4' },
        { label: 'Организация', value: '2', kind: 'select' },
      ],
      save: { button: 'Сохранить', method: 'PUT', path: '/api/hb/handbook-values/:id' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [],
  },
  // --- end a1-handbooks ---
  // --- a5-tools (format templates, event-log import, formula, geo population) ---
  'format-templates': {
    // One format's templates in one answer: a table without a paginator; nothing kept in the hash.
    list: { table: 'Шаблоны формата' },
    hash: false,
    form: false,
    modals: [{ name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить шаблон/ }] }],
  },
  'format-template-form': {
    // The edit page: the gates see the template's own data arrive (its name in the heading).
    page: '/preferences/formats/settings/templates/edit/?id=2',
    shows: 'Шаблон формата №2: Баннер с кнопкой «Купить» №2',
    list: false,
    form: {
      page: '/preferences/formats/settings/templates/create/?id=2',
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: шаблон «pre-roll» & <b>разметка</b>' },
        { label: 'Шаблон', value: '<video src="{{video}}"></video>' },
        { label: 'Схема выплат', value: '3', kind: 'select' }, // 'CPM для партнёров — Видео №3'
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/hb/format-templates' },
      unsaved: 'Есть несохранённые изменения',
      after: 'format-templates', // A 5: a saved template goes back to its format's list
    },
    modals: [],
  },
  'event-log-import': {
    loads: false,
    // Nothing to load, nothing in the hash. Its form needs a file, which the form gates cannot choose (they
    // fill text and pick options): the failed imports, the kept values and the one request per click are in
    // the screen's jest tests, the import itself in its browser flow.
    list: false,
    hash: false,
    form: false,
    modals: [],
  },
  'formula-edit': {
    // The formula's own data arriving: its name in the heading. Nothing kept in the hash.
    shows: 'Формула №1: Стоимость за тысячу показов',
    list: false,
    hash: false,
    form: {
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: формула «CPM» & <b>разметка</b>' },
        { label: 'Описание', value: 'Изменена тестом качества' },
      ],
      save: { button: 'Сохранить', method: 'PUT', path: '/services/formulas/:id' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [],
  },
  'geo-population': {
    // A tree, not a paginated table: the gates see its data arrive by a district's name. The form is the
    // selected object's population (#o= selects it).
    list: false,
    form: {
      page: '/preferences/geo/population#o=101',
      fields: [{ label: 'Население, человек', value: '8 700 000' }],
      save: { button: 'Сохранить', method: 'POST', path: '/api/hb/geo/population/:id' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [],
  },
  // --- end a5-tools ---
  // --- a6-misc ---
  login: {
    // The login page loads nothing of its own (the one load call is the navigation's notices).
    loads: false,
    shows: 'Забыли пароль?',
    // No form probe: a login page has no unsaved-edits mark or leave guard (the failed attempts that keep
    // what was typed are covered in src/adconfig/login/LoginScreen.test.tsx).
    list: false,
    hash: false,
    form: false,
    modals: [],
  },
  'settings-navigator': {
    // The deep link opens the queues action, whose component_url answer is the data the page waits for.
    page: '/preferences/#queues',
    shows: 'Очередь писем: пусто',
    list: false,
    form: false,
    modals: [{ name: 'action confirmation', page: '/preferences/', open: [{ role: 'button', name: 'Очистить кэш' }] }],
  },
  'campaign-list-editor': {
    // A client-side table (no paging, nothing in the hash); the save goes to the page itself, then its redirect.
    list: false,
    hash: false,
    form: {
      fields: [{ label: 'Название списка', value: 'Площадки зимней кампании' }],
      save: { button: 'Сохранить', method: 'POST', path: '/campaigns/lists/edit' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [],
  },
  'chart-builder': {
    // Nothing loads until 'Построить' (the picks are props). The tag picker opened from the X axis is its modal.
    loads: false,
    shows: 'Выбрать показатели',
    list: false,
    hash: false,
    form: false,
    modals: [{ name: 'tag picker', open: [{ role: 'button', name: 'Выбрать группировку' }] }],
  },
  // --- end a6-misc ---
  // --- a2-banners ---
  'banner-types': {
    list: { table: 'Типы баннеров' },
    // The add modal, opened by its link (#new); the gates fill it and save it.
    form: {
      page: '/preferences/banners-types#new',
      fields: [
        { label: 'Название', value: 'Проверка шлюзов: тип «кавычки» & <b>разметка</b>' },
        { label: 'Алиас', value: 'gates_type' },
        { label: 'Шаблон', value: '2', kind: 'select' }, // 'HTML5'
      ],
      save: { button: 'Сохранить', method: 'POST', path: '/preferences/banners-types' },
      unsaved: 'Есть несохранённые изменения',
    },
    modals: [
      { name: 'add modal', open: [{ role: 'button', name: 'Добавить тип' }] },
      { name: 'edit modal', open: [{ role: 'button', name: /^Изменить тип/ }] },
      { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить тип/ }] },
    ],
  },
  'banner-editor-v2': {
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
    modals: [],
  },
  'banners': {
    list: { table: 'Баннеры' },
    form: false,
    modals: [{ name: 'parameters modal', open: [{ role: 'button', name: /^Параметры баннера/ }] }],
  },
  'banners-targeting': {
    list: { table: 'Баннеры кампании' },
    form: false,
    modals: [{ name: 'exclude all confirmation', open: [{ role: 'button', name: 'Исключить все' }] }],
  },
  // --- end a2-banners ---
};
