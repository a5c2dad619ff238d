import type { OptionValue, SelectOption, SelectProps } from './Select';

// What Select and LazySelect's stand-in share, apart from Select.tsx: the stand-in shows without react-select.

export const SELECT_TEXT = {
  placeholder: 'Выберите...',
  noOptions: 'Ничего не найдено',
  loading: 'Загрузка...',
} as const;

/** The chosen options, in the order of the values; a value no option names shows as itself. */
export function chosenOptions<V extends OptionValue>(props: SelectProps<V>): SelectOption<V>[] {
  const known = props.valueOptions ? [...props.valueOptions, ...props.options] : props.options;
  const values: V[] = props.isMulti ? props.value : props.value === null || props.value === undefined ? [] : [props.value];
  return values.map((v) => known.find((o) => o.value === v) ?? { value: v, label: String(v) });
}
