/** The screen's texts: the spec's where it gives them (S 2), the operator's words elsewhere. */
export const TEXTS = {
  tabs: { reserves: 'Брони', presale: 'Пресейлы' },
  month: 'Месяц',
  manager: 'Менеджер',
  plan: 'План броней',
  fact: 'Факт броней',
  completion: 'Выполнение, %',
  coefficient: 'Коэффициент',
  presalePlan: 'План пресейлов',
  presaleFact: 'Факт пресейлов',
  reservesCaption: (month: string) => `Брони за ${month}`,
  presalesCaption: (month: string) => `Пресейлы за ${month}`,
  empty: 'Нет данных',
  unsaved: 'Не сохранено',
  fixCells: 'Исправьте коэффициенты: в ячейках должны быть числа.',
  leaveMonth: 'Коэффициенты не сохранены. Перейти к другому месяцу без сохранения?',
  coefficientHelp: 'План пресейлов = план броней × коэффициент',
} as const;

const MONTHS = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];

/** '2026-11' → 'ноябрь 2026'. */
export function monthTitle(ym: string): string {
  const [y, m] = ym.split('-').map(Number);
  return `${MONTHS[m - 1] ?? ''} ${y}`.trim();
}
