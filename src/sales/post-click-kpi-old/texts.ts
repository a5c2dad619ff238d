/** S 2: the old version is labelled outdated and links back to the new one. */
export const OLD_TEXTS = {
  outdated: 'Устаревшая версия',
  notice: 'Это устаревшая версия отчёта: она больше не развивается.',
  newReport: 'Перейти к новой версии отчёта',
  newReportPath: '/statistics/post-click-kpi',
  /** Its own key in /api/user/page-settings: the columns chosen here do not change the new report's. */
  settingsAction: 'post-click-kpi-old',
};
