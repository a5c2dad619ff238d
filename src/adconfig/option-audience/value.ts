import { d, isObject } from '@core/decode';
import { keptRow, withKept, type Kept } from '@core/option';

/**
 * The audience option's value (A 3 leaves it open; our choice, in the README row): the chosen audiences as
 * `[{id, name}]`, the name kept beside the id so the list reads without another call.
 */
export interface Audience {
  id: number;
  name: string;
  /** What else a saved audience came with: sent back as it came (none for one found by the search). */
  kept?: Kept;
}
export type AudienceValue = Audience[];

const audienceShape = d.record({ id: d.id, name: d.text });

/** One audience from the server (a saved value or a search result); null without a valid id. */
export function decodeAudience(raw: unknown): Audience | null {
  const item = audienceShape(raw);
  return item.id === null ? null : { id: item.id, name: item.name };
}

const AUDIENCE_FIELDS = ['id', 'name'];

/** params.value → the audiences, each once (keeping its other fields); anything malformed is dropped (a list of bare ids reads as '#id'). */
export function decodeAudiences(raw: unknown): AudienceValue {
  if (!Array.isArray(raw)) return [];
  const items = raw.map((item) => {
    const audience = typeof item === 'number' || typeof item === 'string' ? decodeAudience({ id: item }) : decodeAudience(item);
    return audience && isObject(item) ? keptRow(item, AUDIENCE_FIELDS, audience) : audience;
  });
  return withAdded([], items.filter((item): item is Audience => item !== null));
}

/** The list with the new audiences appended, none twice. */
export function withAdded(list: AudienceValue, added: readonly Audience[]): AudienceValue {
  const seen = new Set(list.map((a) => a.id));
  const out = [...list];
  for (const item of added) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}

/** What is sent: `[{id, name}]`, each with the other fields it came with. */
export function encodeAudiences(value: AudienceValue): Audience[] {
  return value.map(({ id, name, kept }) => withKept(kept, { id, name }));
}
