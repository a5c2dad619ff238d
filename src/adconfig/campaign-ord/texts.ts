/** A 3 Campaign ORD settings' field names and the screen's words. */
export const LABEL = {
  is_ignore_ord_reports: 'Не учитывать отчёты ОРД',
  ord_id: 'ID в ОРД',
  ord_campaign_type_id: 'Тип кампании в ОРД',
  ord_initial_contract_id: 'Изначальный договор',
  ord_final_contract_id: 'Конечный договор',
  date_begin: 'Начало периода',
  date_end: 'Конец периода',
  ord: 'ID в ОРД',
  months: 'Месяцы',
  types: 'Кого уведомить',
} as const;

/** A 9: partners and managers by default. */
export const NOTIFY_TYPES = { partners: 'Партнёры', managers: 'Менеджеры', advertisers: 'Рекламодатели' } as const;
export type NotifyType = keyof typeof NOTIFY_TYPES;
export const DEFAULT_NOTIFY_TYPES: NotifyType[] = ['partners', 'managers'];

export const MONTHS = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'] as const;

export const TEXT = {
  heading: (id: number, name: string) => `ОРД кампании №${id}${name ? `: ${name}` : ''}`,
  badId: 'Не указана кампания: откройте страницу из настроек кампании.',
  choose: 'Выберите...',
  locked: 'Форма заблокирована: договоры или идентификаторы ОРД уже заданы.',
  unlock: 'Разблокировать',
  unlockOf: (what: string) => `Разблокировать: ${what}`,
  unlockQuestion: 'Данные ОРД уже заданы. Разблокировать форму для изменения?',
  unlockHint: 'Shift+щелчок — без вопроса',
  settings: 'Настройки ОРД',
  periods: 'Периоды',
  split: 'Разбить на периоды',
  splitHint: 'Текущие настройки станут периодом от начала кампании до сегодня.',
  join: 'Объединить периоды',
  joinQuestion: 'Все периоды будут удалены, настройки станут едиными для всей кампании. Продолжить?',
  /** Issue 43: split and join reload the settings; edits not saved are named before they go. */
  unsavedLost: 'Изменения настроек не сохранены и будут потеряны.',
  splitUnsavedQuestion: 'Изменения настроек не сохранены и будут потеряны: периодом станут сохранённые настройки. Разбить на периоды?',
  addPeriod: 'Добавить период',
  noPeriods: 'Периоды не заданы',
  periodsCaption: 'Периоды ОРД',
  newPeriod: 'Новый период',
  editPeriod: (id: number) => `Период №${id}`,
  editPeriodOf: (dates: string) => `Изменить период ${dates}`,
  deletePeriodOf: (dates: string) => `Удалить период ${dates}`,
  deleteQuestion: (dates: string) => `Удалить период ${dates}?`,
  dates: 'Даты',
  created: 'Создан',
  updated: 'Изменён',
  actions: 'Действия',
  required: (name: string) => `Поле "${name}" обязательно для заполнения!`,
  endBeforeBegin: 'Конец периода раньше его начала',
  notify: 'Уведомить об изменениях',
  notifyTitle: 'Уведомление об изменениях',
  notifySend: 'Отправить',
  needMonths: 'Выберите хотя бы один месяц',
  needTypes: 'Выберите, кого уведомить',
  notified: 'Уведомления отправлены',
  done: 'Готово',
} as const;
