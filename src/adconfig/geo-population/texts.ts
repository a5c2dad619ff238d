/** The screen's words (A 2 Other geo objects population, A 8 'Выберите объект', A 9 default country Россия). */
export const TEXT = {
  tree: 'Гео-объекты',
  chooseObject: 'Выберите объект',
  total: 'Население, человек',
  totalInvalid: 'Население — целое число не меньше 0',
  notSet: 'не задано',
  save: 'Сохранить',
  export: 'Выгрузить в Excel',
  exporting: 'Выгружаю…',
  unsaved: 'Есть несохранённые изменения',
  leaveEdits: 'Население не сохранено. Перейти без сохранения?',
  leave: 'Перейти',
  noObjects: 'Гео-объекты не найдены',
  noCountries: 'Страны не найдены',
  type: 'Тип',
  exportFile: (country: string) => `Население гео-объектов — ${country || 'страна'}.xlsx`,
  columns: { id: 'ID', name: 'Название', parent: 'Родитель', type: 'Тип', total: 'Население' },
} as const;

/** Geo object types as an operator reads them; others show as sent. */
export const TYPE_NAMES: Record<string, string> = {
  country: 'Страна',
  district: 'Федеральный округ',
  region: 'Регион',
  city: 'Город',
};
