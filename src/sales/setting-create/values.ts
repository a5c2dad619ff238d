import type { ExtraField } from './props';

/** The form as typed: the base part, and the extra part of the chosen type by field name. */
export type SettingValues = {
  name: string;
  setting_type_id: number | null;
  extra: Record<string, string>;
};

export const emptySetting = (): SettingValues => ({ name: '', setting_type_id: null, extra: {} });

/** The type's fields (st_id), each with its default: what the extra part starts from when the type is chosen. */
export function extraDefaults(fields: readonly ExtraField[], typeId: number | null): Record<string, string> {
  return Object.fromEntries(fields.filter((f) => f.st_id === typeId).map((f) => [f.name, f.defaultValue ?? '']));
}

/** What POST sends: the base fields and, beside them, the chosen type's extra fields (hidden ones with their default). */
export function payloadOf(values: SettingValues, fields: readonly ExtraField[]): Record<string, string | number | null> {
  const extra = Object.fromEntries(
    fields.filter((f) => f.st_id === values.setting_type_id).map((f) => [f.name, f.visible === false ? (f.defaultValue ?? '') : (values.extra[f.name] ?? '')]),
  );
  return { ...extra, name: values.name.trim(), setting_type_id: values.setting_type_id };
}
