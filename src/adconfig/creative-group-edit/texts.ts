import type { GroupLimit } from '@adconfig/shared/creativeGroups/group';

/** The page's words (the spec's shared ones are in shared/creativeGroups/texts). */
export const TEXT = {
  heading: (id: number, name: string) => (name ? `Группа флайтов №${id}: ${name}` : `Группа флайтов №${id}`),
  badId: 'Не указана группа: откройте страницу из списка групп флайтов.',
  back: 'К группам кампании',
  basic: 'Основные настройки',
  limits: 'Лимиты группы',
  chosen: (count: number) => `Выбрано флайтов: ${count}`,
  foreign: (count: number) => `Выбраны флайты не из этой кампании: ${count}`,
  dropForeign: 'Снять их выбор',
  number: 'Введите неотрицательное число',
  percent: '% число от 0 до 100!',
  endBeforeBegin: 'Дата окончания раньше даты начала',
  renameLater: 'Сначала сохраните изменения',
  saved: 'Группа сохранена',
} as const;

export const LABEL = {
  name: 'Название',
  campaign_id: 'ID кампании',
  limit_date_begin: 'Дата начала',
  limit_date_end: 'Дата окончания',
  description: 'Описание',
  limits: {
    limit_displayed: 'Показы',
    limit_displayed_daily: 'Показы в день',
    limit_clicked: 'Клики',
    limit_clicked_daily: 'Клики в день',
    limit_actions: 'Действия',
    limit_actions_daily: 'Действия в день',
    limit_budget: 'Бюджет',
    limit_budget_daily: 'Бюджет в день',
  } satisfies Record<GroupLimit, string>,
  limitType: (limit: string) => `${limit}: тип лимита`,
} as const;

/** A 9 limit types: value / percent_campaign; a group's budgets may also count money (A 3, its value not named: `money`). */
export const LIMIT_TYPE_LABELS: Record<string, string> = {
  value: 'Значение',
  money: 'Сумма, ₽',
  percent_campaign: '% от кампании',
};
