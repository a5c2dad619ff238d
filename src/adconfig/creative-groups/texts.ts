/** The screen's own words (the shared ones are in shared/creativeGroups/texts). */
export const TEXTS = {
  table: 'Флайты кампании',
  campaign: 'ID кампании',
  group: 'Группа',
  addGroup: 'Добавить группу',
  rename: 'Переименовать',
  addTitle: 'Новая группа',
  renameTitle: 'Переименование группы',
  name: 'Название',
  assign: (count: number) => `Добавить в группу (${count})`,
  assigned: (count: number) => `Флайтов добавлено в группу: ${count}`,
  chooseGroup: 'Выберите группу',
  chooseFlights: 'Выберите флайты',
  edit: 'Изменить группу',
  groupsEmpty: 'Группы еще не созданы',
} as const;
