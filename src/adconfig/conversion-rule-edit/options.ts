import { d } from '@core/decode';

/** The tabs every rule has (A 2: index, sales-formats, general, banner); an option of one of these names gets no tab. */
export const FIXED_TABS = ['index', 'sales-formats', 'general', 'banner'] as const;

/** An option's key as a tab's (the hash's bare word, a path segment of the form): a word of letters, digits, '_' and '-'. */
export const OPTION_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** The option editors' names (A 2 Option editors), for a key the page does not name. */
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  geo: 'География',
  schedule: 'Расписание',
  frequency: 'Частота',
  'device-type': 'Тип устройства',
  weather: 'Погода',
  ctr: 'CTR',
  'min-ctr': 'Минимальный CTR',
  'allow-deny': 'Разрешённые и запрещённые списки',
  'filter-lists': 'Списки фильтров',
  phrases: 'Фразы на странице',
  'quality-slider': 'Качество трафика',
  audience: 'Аудитория',
  corrections: 'Корректировки',
  'behavior-categories': 'Поведенческие категории',
};

/** An option a rule may have (props `optionTypes`): its key in params.options and its name. */
export interface OptionType {
  key: string;
  name: string;
}

export interface OptionTab {
  key: string;
  title: string;
}

const usable = (key: string): boolean => OPTION_KEY.test(key) && !(FIXED_TABS as readonly string[]).includes(key);

/** `[{key, name}]` of the props; entries without a usable key are left out. */
export function optionTypesOf(raw: unknown): OptionType[] {
  return d.records({ key: d.text, name: d.text })(raw).flatMap((t) => (t.key && usable(t.key) ? [{ key: t.key, name: t.name }] : []));
}

/**
 * A 2 "extra option tabs with an on/off indicator": the options the page says a rule may have (in its order), then
 * those the rule holds besides (in theirs); each named by the page, else by its editor's name, else by its key.
 */
export function optionTabsOf(options: Readonly<Record<string, unknown>>, types: readonly OptionType[] = []): OptionTab[] {
  const keys = [...new Set([...types.map((t) => t.key), ...Object.keys(options).filter(usable)])];
  return keys.map((key) => ({ key, title: types.find((t) => t.key === key)?.name || KNOWN_NAMES[key] || key }));
}
