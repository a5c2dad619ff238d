/** The screen's texts: the spec's where it gives them (S 2, S 8), the operator's words elsewhere. */
export const TEXT = {
  heading: (name: string) => name || 'Настройка',
  matrix: 'Подгруппы',
  caption: 'Подгруппы по ролям',
  subgroup: 'Подгруппа',
  all: 'Все',
  empty: 'Подгруппы не заданы.',
  saved: 'Успешно сохранено!',
  save: 'Сохранить',
  back: 'К списку настроек',
  cell: (subgroup: string, role: string) => `${subgroup} — ${role}`,
  rowAll: (subgroup: string) => `Все роли: ${subgroup}`,
  columnAll: (role: string) => `Все подгруппы: ${role}`,
} as const;
