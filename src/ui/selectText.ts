/** The select's Russian texts: apart from Select.tsx, so a stand-in shown while react-select loads (LazySelect) has them without it. */
export const SELECT_TEXT = {
  placeholder: 'Выберите...',
  noOptions: 'Ничего не найдено',
  loading: 'Загрузка...',
} as const;
