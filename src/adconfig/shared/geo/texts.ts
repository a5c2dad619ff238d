/** The geo lists' texts (A 9: Россия by default; the rest the operator's words). */
export const GEO_TEXT = {
  country: 'Страна',
  tree: 'Гео-объекты',
  waiting: 'Ожидаю данные...',
  noObjects: 'В стране нет гео-объектов',
  search: 'Поиск гео-объектов по названиям',
  withParent: (name: string, parent: string) => `${name} (${parent})`,
  /** A 3 Geo item is_exists false. */
  missing: 'не существует',
  inList: { allow: 'разрешено', deny: 'запрещено' },
  ticked: (n: number) => `Отмечено: ${n}`,
} as const;
