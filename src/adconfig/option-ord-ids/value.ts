import { d, isObject } from '@core/decode';
import { answeredRows, idValue, keptOf, withKept, type Kept, type OptionBodyContext } from '@core/option';

/** An ORD id as edited (A 3 ORD id list), with what its item carried beside `ord_id` (sent back as it came). */
export interface OrdIdDraft {
  ord_id: string;
  kept?: Kept;
}
export type OrdIdsValue = OrdIdDraft[];

/** One item sent (chosen): the ORD id with the entity's id (the page's ?id), and the item's other fields as they came. */
export interface OrdIdItem {
  ord_id: string;
  entity_id: number | string | null;
}

/** The printed value `{items: [{ord_id}]}` (or the GET's items, or the ids themselves) → the rows, as text; anything else is none. */
export function decodeOrdIds(raw: unknown): OrdIdsValue {
  const list = Array.isArray(raw) ? raw : isObject(raw) && Array.isArray(raw.items) ? raw.items : [];
  return list.map((item: unknown): OrdIdDraft => (isObject(item) ? { ord_id: d.text(item.ord_id), kept: keptOf(item, ['ord_id', 'entity_id']) } : { ord_id: d.text(item) }));
}

/** A value this editor reads: a list of items, or `{items: [...]}`. */
export const isOrdIdsShape = (raw: unknown): boolean => Array.isArray(raw) || (isObject(raw) && Array.isArray(raw.items));

export const newOrdId = (): OrdIdDraft => ({ ord_id: '' });

/** The ids to save: trimmed, empty rows dropped. */
export const savedOrdIds = (value: OrdIdsValue): string[] => value.map((row) => row.ord_id.trim()).filter((id) => id !== '');

/** The value as sent: `{items: [{ord_id, …its other fields}]}`, empty rows dropped. */
export function encodeOrdIds(value: OrdIdsValue): { items: Array<Record<string, unknown>> } {
  return { items: value.flatMap((row) => (row.ord_id.trim() === '' ? [] : [withKept(row.kept, { ord_id: row.ord_id.trim() })])) };
}

/**
 * The PUT's body (chosen): `{items: [{ord_id, entity_id}]}`, the entity's id from the page's ?id; the
 * value's other fields and each item's go back as they came (the encoded value, or the one loaded when unedited).
 */
export function ordIdsBody(value: OrdIdsValue, { id, encoded }: OptionBodyContext): Record<string, unknown> {
  const entity = id === null || id === '' ? null : idValue(id);
  const source = isObject(encoded) && Array.isArray(encoded.items) ? encoded : encodeOrdIds(value);
  const items = (source.items as unknown[]).map((item) => (isObject(item) ? { ...item, entity_id: entity } : { ord_id: d.text(item), entity_id: entity }));
  return { ...source, items };
}

/** A 7: the PUT's answered `data`, the items as stored (`[{ord_id}]` or `{items}`), shown in place of those sent (answeredRows). */
export function savedOrdIdRows(data: unknown, sent: OrdIdsValue): OrdIdsValue {
  return answeredRows(data, sent, { decode: decodeOrdIds, sentCount: savedOrdIds(sent).length, accepts: isOrdIdsShape });
}
