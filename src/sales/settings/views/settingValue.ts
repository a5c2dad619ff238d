import type { SettingRow, SettingsFilter } from '../api';

/** The flag type's name (S 2: Строка / Число / Флаг / Группа настроек); its id is the server's, so it is matched by name. */
const FLAG_TYPE = 'флаг';

/** A flag's value as the operator reads it ('1' / '0'). */
export const FLAG_TEXT = { on: 'Да', off: 'Нет' } as const;

/** The type names by id, from the list's own `setting_type_id` filter (when a row carries only the id). */
export function typeNamesOf(filters: readonly SettingsFilter[]): ReadonlyMap<string, string> {
  const types = filters.find((f) => f.name === 'setting_type_id');
  return new Map((types?.options ?? []).map((o) => [o.key, o.value]));
}

function typeNameOf(row: SettingRow, typeNames: ReadonlyMap<string, string>): string {
  if (typeof row.setting_type === 'string' && row.setting_type.trim() !== '') return row.setting_type;
  const id = row.setting_type_id;
  return typeof id === 'number' || typeof id === 'string' ? (typeNames.get(String(id)) ?? '') : '';
}

/** A flag's '1' / '0' (or 1 / 0) as 'Да' / 'Нет'; any other value, and any other type's, as it came (null: as the table shows it). */
export function flagText(row: SettingRow, typeNames: ReadonlyMap<string, string>): string | null {
  if (typeNameOf(row, typeNames).trim().toLowerCase() !== FLAG_TYPE) return null;
  const value = typeof row.value === 'number' || typeof row.value === 'string' ? String(row.value).trim() : '';
  return value === '1' ? FLAG_TEXT.on : value === '0' ? FLAG_TEXT.off : null;
}
