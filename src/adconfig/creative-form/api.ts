import { sitePath } from '@core/basePath';
import { ApiError } from '@core/apiError';
import { chosen, spec, type Calls } from '@core/calls';
import { d } from '@core/decode';
import { api, isAborted } from '@core/http';
import { creativesBase, creativeRead } from '@adconfig/shared/creative/api';
import { flightChoiceCalls, flightChoicesApi } from '@adconfig/shared/flightChoices/api';
import { creativeOf, type Creative } from '@adconfig/shared/creative/creative';
import type { CreativePayload } from './values';

export type { Choice, PayoutChoice, StatusChoice } from '@adconfig/shared/flightChoices/api';

/** Issue 41: what the form asks the backend for (A 7), and what it does without the calls the spec does not name. */
export const calls = {
  record: chosen('GET /creatives/{id}: without it the edit page takes the flight its page prints (data-props `record`); with neither, the load failure'),
  create: spec('A 7 Creatives POST /creatives (a bare {success: true} is a save: the page goes to `listUrl`, else stays)'),
  update: spec('A 7 Creatives PUT /creatives/{id} (a bare {success: true} is a save; the loaded fields the form does not edit go back as they came)'),
  formats: flightChoiceCalls.formats,
  events: flightChoiceCalls.events,
  payouts: flightChoiceCalls.payouts,
  templates: flightChoiceCalls.templates,
  campaign: spec('A 7 ORD GET {api}/campaigns/{id} (Data access: campaign find by id)'),
  distributions: chosen('the distribution’s choices from the page (data-props `distributions`): without them no list, a new flight sends no distribution, a stored one shows as unknown and goes back as it came'),
  group: chosen('the flight’s `group` name (or object) beside group_id: without it the group is named by its id'),
} satisfies Calls;

export interface Campaign {
  id: number;
  name: string;
}

const campaignOf = d.record({ campaign_id: d.id, id: d.id, name: d.text });

/** The only place that knows the creative form's URLs (behind the site prefix, urlPath). */
export function creativeFormApi(urlPath = '') {
  const base = creativesBase(urlPath);
  // A bare {success: true} carries no record: null, and the form keeps what it sent as stored.
  const saved = (data: unknown): Creative | null => creativeOf(data);
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
    // The formats, a format's events and templates, the payout schemes: the spec's sources, as every flight page asks them.
    ...flightChoicesApi(urlPath),
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
