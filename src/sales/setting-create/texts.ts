/** The field names and the screen's words. */
export const LABEL = {
  name: 'Название',
  type: 'Тип настройки',
  typeId: 'Тип настройки (ID)',
} as const;

export const TEXT = {
  base: 'Основное',
  extra: 'Параметры типа',
  chooseType: 'Выберите тип',
  noExtra: 'У этого типа нет дополнительных полей.',
  chooseTypeFirst: 'Выберите тип настройки, чтобы заполнить его параметры.',
  back: 'К списку настроек',
  typesMissing: 'Список типов не получен: укажите ID типа настройки.',
  required: (label: string) => `Поле "${label}" обязательно для заполнения!`,
} as const;
