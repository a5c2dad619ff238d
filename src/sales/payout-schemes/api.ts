import { sitePath } from '@core/basePath';
import { restCollection, type CrudStatus } from '@core/crud/restCollection';
import { d } from '@core/decode';
import type { Page } from '@core/http';

/** S 3: a payout scheme; the API's key is payout_type_id (S 7), the table's `id`. */
export interface PayoutScheme {
  id: number;
  name: string;
  format_id: number | null;
  /** null: no event (S 4: a format change resets it to none). */
  event_id: number | null;
  status: CrudStatus | '';
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

/** What POST and PUT send (S 7: JSON bodies). */
export interface PayoutSchemeInput {
  name: string;
  format_id: number | null;
  event_id: number | null;
  status: CrudStatus;
}

const rawScheme = d.record({
  payout_type_id: d.id,
  name: d.text,
  format_id: d.id,
  event_id: d.id,
  status: d.oneOf<CrudStatus | ''>(['active', 'blocked'], ''),
});

function schemeOf(raw: unknown): PayoutScheme | null {
  const { payout_type_id: id, ...rest } = rawScheme(raw);
  return id === null ? null : { id, ...rest };
}

const rawFormat = d.record({ format_id: d.id, name: d.text, status: d.text, events: d.records({ event_id: d.id, name: d.text }) });

/** The formats the list answer carries beside its rows (`formats`); entries without ids are left out. */
export function formatsOf(raw: unknown): PayoutFormat[] {
  return d.list(rawFormat)(raw).flatMap((f) => {
    if (f.format_id === null) return [];
    const events = f.events.flatMap((e) => (e.event_id === null ? [] : [{ event_id: e.event_id, name: e.name }]));
    return [{ format_id: f.format_id, name: f.name, status: f.status, events }];
  });
}

/** The only place that knows this screen's URLs: {urlPath}/api/core/payout-types (S 7). */
export function payoutSchemesApi(urlPath = '') {
  return restCollection<PayoutScheme, PayoutSchemeInput>(sitePath('/api/core/payout-types', urlPath), {
    row: schemeOf,
    // S 7: PUT …/{payout_type_id} with the whole scheme, its status switched.
    status: { body: (row, status): PayoutSchemeInput => ({ name: row.name, format_id: row.format_id, event_id: row.event_id, status }) },
  });
}

export type PayoutSchemesApi = ReturnType<typeof payoutSchemesApi>;
export type PayoutSchemesPage = Page<PayoutScheme>;
