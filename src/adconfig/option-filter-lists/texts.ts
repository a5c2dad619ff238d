import type { FilterType } from './value';
import { formatNumber } from '@core/format';

export const TEXT = {
  title: 'Списки фильтрации',
  hint: 'Показ только на площадках белых списков и нигде на площадках чёрных.',
  /** A 9: the lists' names are searched for 'домен' at first. */
  search: 'Поиск списков по названию',
  defaultSearch: 'домен',
  /** A 8. */
  none: 'Списки не заданы...',
  nothingFound: 'Ничего не найдено',
  /** Over the lists matching the search. */
  found: 'Найдено по поиску:',
  loading: 'Загружаю списки...',
  failed: 'Не удалось загрузить списки.',
  retry: 'Повторить',
  chosen: 'Выбрано:',
  remove: (name: string) => `Убрать «${name}»`,
  open: (name: string) => `Открыть список «${name}»`,
  capped: (shown: number, total: number) => `Показаны первые ${formatNumber(shown, 0)} из ${formatNumber(total, 0)}: уточните поиск.`,
} as const;

export const TYPE_TITLES: Record<FilterType, string> = { white: 'Белые списки', black: 'Чёрные списки' };
