/** The screen's texts: the spec's messages (A 5, A 8), the operator's words for the fields. */
export const TEXT = {
  heading: (name: string) => (name ? `Правило конверсии «${name}»` : 'Правило конверсии'),
  badId: 'Не указано правило конверсии: в адресе страницы нет его номера.',
  back: 'К правилам конверсии',
  tabs: { index: 'Основное', salesFormats: (n: number) => `Форматы продаж (${n})`, general: 'Основные настройки', banner: 'Баннер' },
  optionState: (on: boolean) => (on ? 'вкл' : 'выкл'),
  name: 'Название',
  sort: 'Сортировка',
  noSalesFormats: 'Форматы продаж не заданы',
  salesFormatsCaption: 'Форматы продаж, использующие правило',
  noTemplate: 'Необходимо выбрать шаблон в основных настройках',
  noTemplateParams: 'У шаблона нет параметров баннера.',
  loadingTemplate: 'Загружаю шаблон...',
  nameRequired: 'Поле "Название" обязательно для заполнения!',
  number: 'Поле должно содержать число!',
  notNegative: 'Число не может быть отрицательным',
  percent: '% число от 0 до 100!',
  url: 'Поле некорректно заполнено',
  optionOn: 'Опция включена',
  optionNote: 'Настройки опции задаются в её редакторе; здесь она включается и выключается для правила.',
  none: 'Не выбрано',
  blocked: '(заблокирован)',
  partsLoadFailed: 'Шаблоны, схемы выплат и события формата не загружены.',
  delete: 'Удалить',
  deleteTitle: (name: string) => `Удаление правила конверсии «${name}»`,
  deleteQuestion: 'Вы уверены?',
  deleted: 'Правило конверсии удалено',
} as const;

/** Section headers of the general tab, and the label of each general param (A 3 Conversion rule params). */
export const SECTION = {
  flight: 'Флайт',
  frequency: 'Ограничения частоты',
  optimization: 'Оптимизация и корректировки',
  events: 'События лимитов',
  percents: 'Лимиты, % от кампании',
} as const;

export const LABEL = {
  format_id: 'Формат',
  template_id: 'Шаблон',
  payout_type_id: 'Схема выплат',
  redirect_method: 'Способ перехода',
  distribution: 'Распределение',
  optimization_level: 'Уровень оптимизации',
  correction_displayed: 'Корректировка показов',
  correction_clicked: 'Корректировка кликов',
  correction_events: 'Корректировка событий',
  limit_event_id: 'Событие лимита',
  video_event_id: 'Видео-событие',
  limit_freq_action_event_id: 'Событие для частоты действий',
  frequency: { limit_freq_displayed: 'Показы', limit_freq_clicked: 'Клики', limit_freq_action: 'Действия', limit_freq_sent: 'Отправки' },
  count: 'количество',
  timeout: 'период, с',
  percents: { displayed: 'Показы', displayed_daily: 'Показы в сутки', clicked: 'Клики', clicked_daily: 'Клики в сутки', actions: 'Действия', actions_daily: 'Действия в сутки' },
} as const;

/** The flight's choices (A 3), shared with the creative form. */
export { DISTRIBUTIONS, REDIRECT_METHODS } from '@adconfig/shared/creative/texts';
