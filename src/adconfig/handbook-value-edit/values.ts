import { numberOf } from '@core/record';
import { idsOf, keptFields, type HandbookValueInput, type HandbookValueRecord } from '@adconfig/shared/handbookValue/api';

/** The form's values: the index fields as typed, the extension tabs' data under `params` (kept whole). */
export type ValueForm = {
  name: string;
  val: string;
  sort: string;
  organization_id: number | null;
  params: Record<string, unknown> & { description: string; channels: number[] };
};

export function emptyValue(): ValueForm {
  return { name: '', val: '', sort: '0', organization_id: null, params: { description: '', channels: [] } };
}

export function valuesOf(record: HandbookValueRecord): ValueForm {
  const description = typeof record.params.description === 'string' ? record.params.description : '';
  return {
    name: record.name,
    val: record.val,
    sort: String(record.sort),
    organization_id: record.organization_id,
    params: { ...record.params, description, channels: idsOf(record.params.channels) },
  };
}

/** What the update sends: the record as loaded with the form over it; numbers typed as text become numbers (A 9: sort 0 when empty). */
export function payloadOf(values: ValueForm, record: HandbookValueRecord): HandbookValueInput {
  return {
    ...keptFields(record),
    name: values.name.trim(),
    val: values.val.trim(),
    sort: numberOf(values.sort) ?? 0,
    organization_id: values.organization_id,
    handbook_id: record.handbook_id,
    params: { ...values.params, channels: [...values.params.channels] },
  };
}

/**
 * A 5: ids typed comma-separated ('101, 102'); null when any part is not a positive whole number
 * ('Необходимо корректно заполнить поле с идентификаторами!'). Empty parts (a trailing comma) are skipped.
 */
export function parseIds(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return null;
  const ids = parts.map((p) => (/^\d{1,15}$/.test(p) ? Number(p) : 0));
  return ids.every((id) => id > 0) ? [...new Set(ids)] : null;
}
