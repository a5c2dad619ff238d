import { STATUS_NAMES_FALLBACK } from './statusNames';

/** The screen's texts: the spec's where it gives them (S 2, S 8), the operator's words elsewhere. */
export const TEXTS = {
  caption: 'Пост-клик KPI',
  empty: 'Нет данных',
  day: 'Дата отчёта',
  search: 'Поиск',
  searchHelp: 'ID или название кампании, агентство, менеджер',
  status: 'Статус кампании',
  anyStatus: 'Все статусы',
  anyValue: 'Все',
  /** The names of filters the answer may offer without a label (the report row's fields, S 3); any other shows its key. */
  offeredNames: {
    agency_id: 'Агентство',
    agency_name: 'Агентство',
    acc_manager_id: 'Аккаунт-менеджер',
    acc_manager_name: 'Аккаунт-менеджер',
    designer_id: 'Дизайнер',
    designer_name: 'Дизайнер',
    verifier: 'Верификатор',
    verifier_type: 'Тип верификации',
    s_product_id: 'Продукт',
    mediaplan_id: 'Медиаплан',
  } as Readonly<Record<string, string>>,
  toggle: (name: string, open: boolean) => `${open ? 'Свернуть' : 'Развернуть'} статистику по дням: ${name}`,
  statLink: (name: string) => `Статистика кампании ${name}`,
  mediaplanLink: (id: number) => `Медиаплан ${id}`,
  comments: (name: string, count: number | null) => `Комментарии к кампании ${name}: ${count ?? 0}`,
  daysCaption: (name: string) => `Клики по дням: ${name}`,
  day_: 'День',
  clicks: 'Клики',
  cumulative: 'Клики нарастающим итогом',
  noDays: 'Нет данных',
  daysLoading: 'Загружаю статистику по дням...',
  met: 'выполнен',
  failed: 'не выполнен',
  /** S 8: a plan's operator the report does not know. */
  unknownCompare: 'Неизвестная ошибка',
  unknownKpi: (id: number) => `KPI ${id}`,
  statuses: STATUS_NAMES_FALLBACK,
};
