/** The screen's texts: the spec's where it gives them (S 2, S 8), the operator's words elsewhere. */
export const TEXT = {
  caption: 'Подгруппы по ролям',
  subgroup: 'Подгруппа',
  all: 'Все',
  empty: 'Подгруппы не заданы.',
  saved: 'Успешно сохранено!',
  save: 'Сохранить',
  unsaved: 'Есть несохранённые изменения',
  cell: (subgroup: string, role: string) => `${subgroup} — ${role}`,
  rowAll: (subgroup: string) => `Все роли: ${subgroup}`,
  columnAll: (role: string) => `Все подгруппы: ${role}`,
} as const;
