import { parseNumber } from '@core/format';
import { required, type PathRules, type RecordFormState } from '@core/record';
import type { ExtraField } from './settingProps';
import { SETTING_LABEL, SETTING_TEXT } from './texts';

/** A setting as typed: the base part, and the extra part of its type by field name (hidden fields too). */
export type SettingValues = {
  name: string;
  setting_type_id: number | null;
  extra: Record<string, string>;
};

export const emptySetting = (): SettingValues => ({ name: '', setting_type_id: null, extra: {} });

/** S 5: the base part's fields are required; the extra part's rules are the server's ("details not shown"). */
export const settingRules: PathRules = {
  name: [required(SETTING_TEXT.required(SETTING_LABEL.name))],
  setting_type_id: [required(SETTING_TEXT.required(SETTING_LABEL.type))],
};

const fieldsOf = (fields: readonly ExtraField[], typeId: number | null) => fields.filter((f) => f.st_id === typeId);

/** The type's fields (st_id), each with its default: what the extra part starts from when the type is chosen. */
export function extraDefaults(fields: readonly ExtraField[], typeId: number | null): Record<string, string> {
  return Object.fromEntries(fieldsOf(fields, typeId).map((f) => [f.name, f.defaultValue ?? '']));
}

/** The type's fields as a stored setting has them (a text or a number); a field it lacks starts from its default. */
export function extraOf(setting: Readonly<Record<string, unknown>>, fields: readonly ExtraField[], typeId: number | null): Record<string, string> {
  return Object.fromEntries(
    fieldsOf(fields, typeId).map((f) => {
      const stored = setting[f.name];
      return [f.name, typeof stored === 'string' ? stored : typeof stored === 'number' && Number.isFinite(stored) ? String(stored) : (f.defaultValue ?? '')];
    }),
  );
}

/** The fields of the chosen type an operator sees (a field with `visible: false` is sent, never shown). */
export const visibleFields = (fields: readonly ExtraField[], typeId: number | null): ExtraField[] => fieldsOf(fields, typeId).filter((f) => f.visible !== false);

/**
 * A number field's text as sent: the number it reads as, whatever way it was typed ('12,5', '150 000,50' →
 * '12.5', '150000.5'), as text like every setting value (S 3 keeps `value` a string: '10', '0'); text that is no
 * number (or nothing) as it is, for the server's rule to say so.
 */
function sentValue(field: ExtraField, text: string): string {
  if (field.type !== 'number') return text;
  const n = parseNumber(text);
  return n !== null && Number.isFinite(n) ? String(n) : text;
}

/** What is sent: the base fields and, beside them, the chosen type's extra fields (a hidden one as it was, or its default). */
export function payloadOf(values: SettingValues, fields: readonly ExtraField[]): Record<string, string | number | null> {
  const extra = Object.fromEntries(fieldsOf(fields, values.setting_type_id).map((f) => [f.name, sentValue(f, values.extra[f.name] ?? f.defaultValue ?? '')]));
  return { ...extra, name: values.name.trim(), setting_type_id: values.setting_type_id };
}

/** The base part's names: an extra field of the same name is the base one's (its error stays there). */
const BASE: ReadonlySet<string> = new Set(['name', 'setting_type_id']);

/** The server names an extra field as it was sent (`value`): its message goes under that field (`extra.value`). */
export function placeExtraErrors(form: RecordFormState<SettingValues>, shown: readonly ExtraField[]): void {
  const errors = { ...form.errors };
  let moved = false;
  for (const f of shown) {
    const message = errors[f.name];
    if (message === undefined || BASE.has(f.name)) continue;
    errors[`extra.${f.name}`] ??= message;
    delete errors[f.name];
    moved = true;
  }
  if (moved) form.setErrors(errors);
}
