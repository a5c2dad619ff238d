/** The chart builder's texts (A 2 Other, A 9). */
export const TEXT = {
  x: 'Группировка (X)',
  y: 'Показатели (Y)',
  pickX: 'Выбрать группировку',
  pickY: 'Выбрать показатели',
  none: '—',
  type: 'Вид графика',
  line: 'Линейный',
  bar: 'Столбчатый',
  build: 'Построить',
  needAxes: 'Выберите группировку и хотя бы один показатель',
  building: 'Строю график...',
  empty: 'Нет данных.',
  chart: (type: string) => `График: ${type}`,
  table: 'Данные графика',
  chartLoadFailed: 'Не удалось загрузить модуль графиков.',
} as const;

/** A 9: 50 px per dataset plus 10 per point, at least the container's width; height 300. */
export const CHART_SIZE = { perDataset: 50, perPoint: 10, height: 300 } as const;
/** The header that marks the list request as the chart's (A 7 chart data). */
export const CHART_HEADER = 'X-Chart-Request';
