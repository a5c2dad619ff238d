import { sitePath } from '@core/basePath';
import { restCollection, type CrudStatus } from '@core/crud/restCollection';
import { d } from '@core/decode';
import type { Page } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';

/** S 3: a payout scheme; the API's key is payout_type_id (S 7), the table's `id`. */
export interface PayoutScheme {
  id: number;
  name: string;
  format_id: number | null;
  /** null: no event (S 4: a format change resets it to none). */
  event_id: number | null;
  /** As the backend sent it: a status outside the spec's two shows as unknown and goes back as it came. */
  status: string;
}

export interface FormatEvent {
  event_id: number;
  name: string;
}

/** S 3: a format with its events; only active formats are offered for a new scheme (S 5). */
export interface PayoutFormat {
  format_id: number;
  name: string;
  status: string;
  events: FormatEvent[];
}

/** What POST and PUT send (S 7: JSON bodies); a PUT goes over the record as listed, which keeps its status. */
export interface PayoutSchemeInput {
  name: string;
  format_id: number | null;
  event_id: number | null;
  status?: CrudStatus;
}

const rawScheme = d.record({
  payout_type_id: d.id,
  name: d.text,
  format_id: d.id,
  event_id: d.id,
  status: d.text,
});

function schemeOf(raw: unknown): PayoutScheme | null {
  const { payout_type_id: id, ...rest } = rawScheme(raw);
  return id === null ? null : { id, ...rest };
}

const rawFormat = d.record({ format_id: d.id, name: d.text, status: d.text, events: d.records({ event_id: d.id, name: d.text }) });

/** Formats with their events (the page's props, or the list answer's `formats`); entries without ids are left out. */
export function formatsOf(raw: unknown): PayoutFormat[] {
  return d.list(rawFormat)(raw).flatMap((f) => {
    if (f.format_id === null) return [];
    const events = f.events.flatMap((e) => (e.event_id === null ? [] : [{ event_id: e.event_id, name: e.name }]));
    return [{ format_id: f.format_id, name: f.name, status: f.status, events }];
  });
}

/**
 * The screen's calls (issue 41): the spec's REST collection; the formats come in the page's props (S 3 names the
 * Format entity with its events, the legacy page printed them), or, left out, in the list answer's `formats`.
 */
export const calls = {
  list: spec('S 7 Payout schemes: GET {api}/core/payout-types'),
  create: spec('S 7 Payout schemes: POST {api}/core/payout-types (JSON)'),
  update: spec('S 7 Payout schemes: PUT {api}/core/payout-types/{payout_type_id} (JSON), the status switch too'),
  remove: spec('S 7 Payout schemes: DELETE {api}/core/payout-types/{payout_type_id}'),
  formatsProp: chosen('prop `formats` [{format_id, name, status, events: [{event_id, name}]}]: without it, the list answer\'s `formats`'),
  listFormats: chosen('answer field `formats` of the list: without it and the prop, a format and an event show as #id and are typed as ids'),
} satisfies Calls;

/** The only place that knows this screen's URLs: {urlPath}/api/core/payout-types (S 7). */
export function payoutSchemesApi(urlPath = '') {
  return restCollection<PayoutScheme, PayoutSchemeInput>(sitePath('/api/core/payout-types', urlPath), {
    row: schemeOf,
    // S 7: PUT …/{payout_type_id} with the whole scheme as the list answered it, its status switched (a field or
    // value this screen does not know goes back as it came); the decoded one when that answer is gone.
    status: { body: (row, status, source) => (source ? { ...source, status } : { name: row.name, format_id: row.format_id, event_id: row.event_id, status }) },
    sendsWholeRecord: true,
  });
}

export type PayoutSchemesApi = ReturnType<typeof payoutSchemesApi>;
export type PayoutSchemesPage = Page<PayoutScheme>;
