/** The base and extra parts' field names and words (S 2 Settings, S 5), on the create page and the setting page. */
export const SETTING_LABEL = {
  name: 'Название',
  type: 'Тип настройки',
  typeId: 'Тип настройки (ID)',
} as const;

export const SETTING_TEXT = {
  base: 'Основное',
  extra: 'Параметры типа',
  chooseType: 'Выберите тип',
  noExtra: 'У этого типа нет дополнительных полей.',
  chooseTypeFirst: 'Выберите тип настройки, чтобы заполнить его параметры.',
  typesMissing: 'Список типов не получен: укажите ID типа настройки.',
  required: (label: string) => `Поле "${label}" обязательно для заполнения!`,
} as const;
