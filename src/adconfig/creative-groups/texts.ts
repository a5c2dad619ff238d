/** The screen's own words (the shared ones are in shared/creativeGroups/texts). */
export const TEXTS = {
  campaign: 'ID кампании',
  assign: (count: number) => `Добавить в группу (${count})`,
  assigned: (count: number) => `Флайтов добавлено в группу: ${count}`,
  chooseGroup: 'Выберите группу',
  chooseFlights: 'Выберите флайты',
  edit: 'Изменить группу',
} as const;
