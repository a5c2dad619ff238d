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

  'images-moderation': {
    // The image grid: no table (the garbage-hash gate checks the hash is dropped); the count line shows the data.
    list: false,
    form: false,
    modals: [
      { name: 'large-image modal', open: [{ role: 'button', name: /^Открыть изображение/ }] },
      {
        name: "bulk tags alert 'Выберите теги!'",
        open: [
          { role: 'tab', name: /^Теги выбранных/ },
          { role: 'button', name: 'Назначить теги' },
        ],
      },
    ],
  },
};
