/** The field names (A 3 Creative) and the screen's words. */
export const LABEL = {
  name: 'Название',
  campaign_id: 'Номер кампании',
  format_id: 'Формат',
  template_id: 'Шаблон',
  payout_type_id: 'Схема выплат',
  reference: 'Ссылка перехода',
  redirect_method: 'Способ перенаправления',
  distribution: 'Распределение',
  group: 'Группа',
  status: 'Статус',
  limit_date_begin: 'Дата начала',
  limit_date_end: 'Дата окончания',
  adomain: 'Домен рекламодателя (adomain)',
  is_rtb: 'RTB',
  is_not_reappraisal: 'Не переоценивать',
  comment: 'Комментарий',
  description: 'Описание',
  limit_event_id: 'Событие для лимита действий',
  video_event_id: 'Видео-событие',
  limit_freq_action_event_id: 'Событие для частоты действий',
  limits: {
    limit_displayed: 'Показы',
    limit_displayed_daily: 'Показы в сутки',
    limit_clicked: 'Клики',
    limit_clicked_daily: 'Клики в сутки',
    limit_actions: 'Действия',
    limit_actions_daily: 'Действия в сутки',
    limit_budget: 'Бюджет',
    limit_budget_daily: 'Бюджет в сутки',
  },
  limitType: (limit: string) => `${limit}: тип лимита`,
  frequency: { displayed: 'Показы', clicked: 'Клики', action: 'Действия', sent: 'Отправки' },
  count: 'количество',
  timeout: 'период, с',
} as const;

/** A 3 flight status, as the platform's lists name it (another value shows as 'Неизвестное значение (…)'). */
export const STATUS_LABELS: Record<string, string> = { active: 'Активен', blocked: 'Заблокирован' };

/** A 9 limit type options: value / percent_campaign. */
export const LIMIT_TYPE_OPTIONS = [
  { value: 'value', label: 'Значение' },
  { value: 'percent_campaign', label: '% от кампании' },
];

export const TEXT = {
  createHeading: 'Новый флайт',
  back: 'К списку флайтов',
  basic: 'Основные настройки',
  limits: 'Лимиты',
  frequency: 'Ограничение частоты',
  required: (name: string) => `Поле ${name} обязательно для заполнения!`,
  campaignMissing: 'Кампания не найдена',
  campaignChecking: 'Ищу кампанию…',
  campaignFound: (name: string) => `Кампания: ${name}`,
  wholeNumber: 'Поле должно содержать целое число!',
  number: 'Поле должно содержать число!',
  percent: 'Поле должно содержать число от 0 до 100!',
  endBeforeBegin: 'Дата окончания раньше даты начала',
  days: (days: number | null) => (days === null ? 'Дней: без даты окончания' : `Дней: ${days}`),
  recommended: (value: string) => `Рекомендуемый: ${value}`,
  /** The button's name starts with what it shows (label in name), then says where it goes. */
  applyRecommended: (limit: string, value: string) => `Рекомендуемый: ${value} — поставить в поле «${limit}»`,
  none: 'Не выбрано',
  chooseFormat: 'Выберите формат',
  formatFirst: 'Сначала выберите формат',
  formatLocked: 'Формат флайта не меняется после создания',
  blocked: '(заблокирован)',
  blockedScheme: '(заблокирована)',
} as const;
