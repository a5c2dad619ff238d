import { d, isObject } from '@core/decode';
import { idValue, type OptionBodyContext } from '@core/option';

/** An ORD id as edited (A 3 ORD id list). */
export interface OrdIdDraft {
  ord_id: string;
}
export type OrdIdsValue = OrdIdDraft[];

/** One item sent (chosen): the ORD id with the entity's id (the page's ?id). */
export interface OrdIdItem {
  ord_id: string;
  entity_id: number | string | null;
}

/** The GET's data → the rows: items `{ord_id}` (or the ids themselves), as text; anything else is none. */
export function decodeOrdIds(raw: unknown): OrdIdsValue {
  const list = Array.isArray(raw) ? raw : isObject(raw) && Array.isArray(raw.items) ? raw.items : [];
  return list.map((item: unknown) => ({ ord_id: isObject(item) ? d.text(item.ord_id) : d.text(item) }));
}

export const newOrdId = (): OrdIdDraft => ({ ord_id: '' });

/** The ids to save: trimmed, empty rows dropped. */
export const savedOrdIds = (value: OrdIdsValue): string[] => value.map((row) => row.ord_id.trim()).filter((id) => id !== '');

/** The PUT's body (chosen): `{items: [{ord_id, entity_id}]}`, the entity's id from the page's ?id. */
export function ordIdsBody(value: OrdIdsValue, { id }: OptionBodyContext): Record<string, unknown> {
  const entity = id === null || id === '' ? null : idValue(id);
  return { items: savedOrdIds(value).map((ord_id): OrdIdItem => ({ ord_id, entity_id: entity })) };
}
