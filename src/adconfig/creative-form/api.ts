import { apiModel } from '@core/apiModel';
import { sitePath } from '@core/basePath';
import { rnd } from '@core/crud/restCollection';
import { ApiError } from '@core/apiError';
import { chosen, spec, type Calls } from '@core/calls';
import { d } from '@core/decode';
import { api, isAborted } from '@core/http';
import { creativesBase, creativeRead } from '@adconfig/shared/creative/api';
import { creativeOf, type Creative } from '@adconfig/shared/creative/creative';
import type { CreativePayload } from './values';

/** Issue 41: what the form asks the backend for (A 7), and what it does without the calls the spec does not name. */
export const calls = {
  record: chosen('GET /creatives/{id}: without it the edit page takes the flight its page prints (data-props `record`); with neither, the load failure'),
  create: spec('A 7 Creatives POST /creatives (a bare {success: true} is a save: the page goes to `listUrl`, else stays)'),
  update: spec('A 7 Creatives PUT /creatives/{id} (a bare {success: true} is a save; the loaded fields the form does not edit go back as they came)'),
  formats: spec('A 7 Data access GET /api/?api.model=Formats'),
  events: spec('A 7 Data access GET /api/?api.model=Format_Events'),
  payouts: spec('A 7 Data access GET /api/core/payout-types'),
  templates: spec('A 7 Format templates GET /hb/format-templates (format_id)'),
  campaign: spec('A 7 ORD GET {api}/campaigns/{id} (Data access: campaign find by id)'),
  distributions: chosen('the distribution’s choices from the page (data-props `distributions`): without them no list, a new flight sends no distribution, a stored one shows as unknown and goes back as it came'),
  group: chosen('the flight’s `group` name (or object) beside group_id: without it the group is named by its id'),
} satisfies Calls;

export interface Choice {
  id: number;
  name: string;
}

/** A payout scheme or a template: offered for its own format, a blocked one says so. */
export interface StatusChoice extends Choice {
  status: string;
}

export interface PayoutChoice extends StatusChoice {
  format_id: number | null;
}

export interface Campaign {
  id: number;
  name: string;
}

const choicesOf = (idKey: string) => (raw: unknown): Choice[] =>
  d.list(d.record({ [idKey]: d.id, name: d.text }))(raw).flatMap((r) => {
    const id = r[idKey];
    return typeof id === 'number' ? [{ id, name: (typeof r.name === 'string' && r.name) || `#${id}` }] : [];
  });
const templatesOf = d.list(d.record({ template_id: d.id, name: d.text, status: d.text }));
const payoutsOf = d.list(d.record({ payout_type_id: d.id, name: d.text, format_id: d.id, status: d.text }));
const campaignOf = d.record({ campaign_id: d.id, id: d.id, name: d.text });

/** The only place that knows the creative form's URLs (behind the site prefix, urlPath). */
export function creativeFormApi(urlPath = '') {
  const base = creativesBase(urlPath);
  // A bare {success: true} carries no record: null, and the form keeps what it sent as stored.
  const saved = (data: unknown): Creative | null => creativeOf(data);
  const data = apiModel(urlPath);
  return {
    get: creativeRead(urlPath),
    create: async (payload: CreativePayload) => {
      const answer = await api.post<unknown>(base, payload);
      return { creative: saved(answer.data), redirect: answer.redirect };
    },
    update: async (id: number, payload: CreativePayload) => {
      const answer = await api.put<unknown>(`${base}/${id}`, payload);
      return { creative: saved(answer.data), redirect: answer.redirect };
    },
    /** A 7 data access: Formats.all. */
    formats: async (signal?: AbortSignal): Promise<Choice[]> => choicesOf('format_id')(await data.get('Formats', 'all', [], signal)),
    /** A 7: GET {api}/core/payout-types, every scheme (the form offers the chosen format's). */
    payouts: async (signal?: AbortSignal): Promise<PayoutChoice[]> => {
      const raw = await api.get<unknown>(sitePath('/api/core/payout-types', urlPath), { params: { rnd: rnd() }, signal });
      return payoutsOf(raw).flatMap((p) => (p.payout_type_id === null ? [] : [{ id: p.payout_type_id, name: p.name || `#${p.payout_type_id}`, format_id: p.format_id, status: p.status }]));
    },
    /** A 7: GET /hb/format-templates (format_id), the format's templates. */
    templates: async (formatId: number, signal?: AbortSignal): Promise<StatusChoice[]> => {
      const raw = await api.get<unknown>(sitePath('/hb/format-templates', urlPath), { params: { format_id: formatId }, signal });
      return templatesOf(raw).flatMap((t) => (t.template_id === null ? [] : [{ id: t.template_id, name: t.name || `#${t.template_id}`, status: t.status }]));
    },
    /** A 7 data access: Format_Events.search(format_id), the events a limit or a frequency may count. */
    events: async (formatId: number, signal?: AbortSignal): Promise<Choice[]> => choicesOf('event_id')(await data.get('Format_Events', 'search', [formatId], signal)),
    /**
     * A 7 "campaign find by id": GET {urlPath}/api/campaigns/{id} → {campaign_id, name}. Not found (404, or an
     * answer without the campaign) is null; another failure throws (its toast).
     */
    campaign: async (id: number, signal?: AbortSignal): Promise<Campaign | null> => {
      try {
        const found = campaignOf(await api.get<unknown>(sitePath(`/api/campaigns/${id}`, urlPath), { signal }));
        const campaignId = found.campaign_id ?? found.id;
        return campaignId === id ? { id, name: found.name } : null;
      } catch (error) {
        if (!isAborted(error) && error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  };
}

export type CreativeFormApi = ReturnType<typeof creativeFormApi>;
