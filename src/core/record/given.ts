// What a legacy server-rendered page already had (issue 41, rule 2): the record it shows, printed into its
// data-props. Read leniently: any object is taken (the screen's own decoder makes sense of it); anything
// else is as if the page printed none (the screen asks its read call instead).
import { isObject, prop, type PropReader } from '../props';

/** The prop of the record a page prints (`"record": {...}` or `null`): the raw object, decoded by the screen. */
export const recordProp = (): PropReader<Record<string, unknown> | undefined, true> =>
  prop.optional(prop.custom<Record<string, unknown>>('a record (a JSON object) or null', (v) => (isObject(v) ? v : undefined)));

/** A dictionary a page prints (formats, templates, payout types…): the raw list, decoded by the screen. */
export const listProp = (): PropReader<unknown[] | undefined, true> => prop.optional(prop.custom<unknown[]>('a list or null', (v) => (Array.isArray(v) ? v : undefined)));

/** The given record, when it is the one the page is about (its id decoded by `idOf`); else null. */
export function givenRecord<R>(raw: unknown, decode: (raw: unknown) => R | null, isIt: (record: R) => boolean): R | null {
  if (raw === undefined || raw === null) return null;
  const record = decode(raw);
  return record !== null && isIt(record) ? record : null;
}
