import type { ReportColumn } from '@core/report/columns';

const column = (field: string, title: string, sortable = true): ReportColumn => ({ field, title, isCard: false, sortable });

/**
 * S 3 "Report row (post-click)" as columns: what the table shows when the answer names no `columns`
 * (S 7's answer is data, compiledAt and meta); the answer's own columns, when sent, replace these.
 * s_product_id and kpi_fact are read through other columns (the product's name, the KPI plan / fact list).
 */
export const DEFAULT_COLUMNS: ReportColumn[] = [
  column('campaign_id', 'ID'),
  { ...column('campaign_name', 'Кампания'), isCard: true },
  column('mediaplan_id', 'Медиаплан'),
  column('campaign_status', 'Статус'),
  column('agency_name', 'Агентство'),
  column('acc_manager_name', 'Аккаунт-менеджер'),
  column('designer_name', 'Дизайнер'),
  column('verifier', 'Верификатор'),
  column('verifier_type', 'Тип верификации'),
  column('s_product_name', 'Продукт'),
  column('s_formats', 'Форматы', false),
  column('limit_date_begin', 'Начало'),
  column('limit_date_end', 'Окончание'),
  column('completion_percent', 'Прошло времени, %'),
  column('percent_result', 'Выполнение, %'),
  column('kpi_plan', 'KPI: план / факт', false),
  column('campaign_rate', 'Оценка клиента'),
  column('account_rate', 'Оценка аккаунта'),
  column('designer_rate', 'Оценка дизайна'),
  column('campaign_rate_in', 'Внутренняя оценка кампании'),
  column('designer_rate_in', 'Внутренняя оценка дизайна'),
  column('count_comments', 'Комментарии'),
  column('external_kpi_comment', 'Комментарий к KPI', false),
];
