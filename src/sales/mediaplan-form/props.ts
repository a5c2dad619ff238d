import { d } from '@core/decode';
import { prop, propsSchema } from '@core/props';

/** A dictionary entry the page prints: {id, name}. */
export interface Choice {
  id: number;
  name: string;
}

/** A list of {id, name}, lenient: an entry without a positive id is left out, a missing name shows as its number. */
const choices = () =>
  prop.custom<Choice[]>('a list of {id, name}', (value) =>
    Array.isArray(value)
      ? d.records({ id: d.id, name: d.text })(value).flatMap((c) => (c.id === null ? [] : [{ id: c.id, name: c.name || `#${c.id}` }]))
      : undefined,
  );

/**
 * data-props of <div id="mediaplan-form">: the dictionaries the page prints (S 9: "server-provided options"),
 * the list to go back to, and where documents and the INN lookup live.
 */
export const mediaplanFormProps = propsSchema({
  categories: prop.optional(choices()),
  salesHouses: prop.optional(choices()),
  agencies: prop.optional(choices()),
  advertisers: prop.optional(choices()),
  /** Managers, payers, participants and the users a plan is hidden for. */
  users: prop.optional(choices()),
  /** Managers' positions. */
  positions: prop.optional(choices()),
  /** Media plan groups (mediaplans_group_id). */
  groups: prop.optional(choices()),
  /** The plan being edited as the page printed it (S 3 Media plan); without it the chosen GET reads it. Not an object: none. */
  mediaplan: prop.optional(prop.custom<Record<string, unknown>>('the media plan (an object)', (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined))),
  /** The back link (a list of media plans); none when absent. */
  listUrl: prop.optional(prop.siteLink()),
  /** GET/POST of documents; default {urlPath}/api/hb/docs. */
  docsUrl: prop.optional(prop.apiUrl()),
  /** The INN lookup with {inn} in it; default {urlPath}/api/hb/inn/{inn}. */
  innUrl: prop.optional(prop.apiUrl()),
});
export type MediaplanFormProps = ReturnType<typeof mediaplanFormProps.parse>;
