import { sitePath } from '@core/basePath';
import { d, isObject } from '@core/decode';
import { formatDateTime } from '@core/format';
import { ApiError } from '@core/apiError';
import { api } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';

/** S 3 feedback (client): the survey's answer, or null while the client has not voted. */
export interface ClientFeedback {
  /** d.m.Y H:i, or '' when the date is not a date. */
  date: string;
  ip: string;
  /** Each answered item: its question (when the server names it) and the client's result. */
  items: Array<{ question: string; result: string }>;
}

/** S 3 internal vote; a rating outside 1–10 reads as unknown (null). */
export interface Vote {
  campaign_rate: number | null;
  designer_rate: number | null;
  comments: string;
  updated: string;
  login: string;
  result: string[];
  /** The vote as the backend sent it: saved back under the edits, so what this screen does not know is kept (issue 41). */
  source: Readonly<Record<string, unknown>>;
}

export interface FeedbackLink {
  link: string | null;
  client: ClientFeedback | null;
}

export interface VoteInput {
  campaign_rate: number;
  designer_rate: number;
  comments: string;
}

/** S 9: ratings are 1 to 10; anything else is unknown. */
export const rating = (raw: unknown): number | null => {
  const n = d.int(raw);
  return n !== null && n >= 1 && n <= 10 ? n : null;
};

const resultText = (raw: unknown): string => d.text(isObject(raw) ? raw.result : raw);

function clientOf(raw: unknown): ClientFeedback | null {
  // Any object, a PHP empty `[]` too, is a result whose missing fields show as unknown.
  if (typeof raw !== 'object' || raw === null) return null;
  const source = d.object(raw);
  const items = d
    .list((item: unknown) => ({ question: d.text(d.field(item, 'question') ?? d.field(item, 'name')), result: resultText(item) }))(source.result)
    .filter((item) => item.question !== '' || item.result !== '');
  const date = d.optionalText(source.date_vote);
  return { date: date ? formatDateTime(date) : '', ip: d.text(source.ipv4_vote), items };
}

const rawVote = d.record({ campaign_rate: rating, designer_rate: rating, comments: d.text, updated: d.optionalText, login: d.text, result: d.list(d.text) });

/** The vote, or null when the answer holds none (an empty data). */
export function voteOf(raw: unknown): Vote | null {
  if (!isObject(raw)) return null;
  const vote = rawVote(raw);
  return { ...vote, updated: vote.updated ? formatDateTime(vote.updated) : '', result: vote.result.filter(Boolean), source: raw };
}

/** The link as text: `data.link` (or data itself when the server answers with the bare string). */
const linkOf = (data: unknown): string | null => d.optionalText(typeof data === 'string' ? data : d.field(data, 'link'))?.trim() || null;

/** The screen's calls (issue 41). */
export const calls = {
  link: spec('S 7 GET {api}/sales/mediaplans/feedback/{id}/link (404: no link yet, \'Получить ссылку\' offered)'),
  createLink: spec('S 7 POST {api}/sales/mediaplans/feedback/{id}/link'),
  lastVote: spec('S 7 GET {api}/sales/mediaplans/feedback/{id}/last-vote (404: no vote)'),
  vote: spec('S 7 POST {api}/sales/mediaplans/feedback/{id}/vote: campaign_rate, designer_rate, comments'),
  linkFeedback: chosen('the link answer\'s `feedback` (the client\'s survey result): without it \'Еще нет оценки от клиента.\''),
  voteAnswer: chosen('the vote answer\'s data: without it the vote shows as sent'),
} satisfies Calls;

/** S 7: {api}/sales/mediaplans/feedback/{id}/link, /last-vote, /vote. */
export function mediaplanFeedbackApi(urlPath = '') {
  const base = (id: number) => sitePath(`/api/sales/mediaplans/feedback/${id}`, urlPath);
  return {
    /**
     * GET …/link: the link when one was made, and the client's survey result. A 404 is no link yet (S 4: absent until
     * requested), so 'Получить ссылку' is offered, never a failed tab.
     */
    async link(id: number, signal?: AbortSignal): Promise<FeedbackLink> {
      try {
        const data = await api.get<unknown>(`${base(id)}/link`, { signal });
        return { link: linkOf(data), client: clientOf(d.field(data, 'feedback')) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { link: null, client: null };
        throw error;
      }
    },
    /** POST …/link: a new link; null when the server made none. */
    async createLink(id: number): Promise<string | null> {
      return linkOf((await api.post<unknown>(`${base(id)}/link`)).data);
    },
    /** GET …/last-vote: the vote; a 404 means there is none (S 7: ignored). */
    async lastVote(id: number, signal?: AbortSignal): Promise<Vote | null> {
      try {
        return voteOf(await api.get<unknown>(`${base(id)}/last-vote`, { signal }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    /** POST …/vote: campaign_rate, designer_rate, comments, over the vote as loaded (`source`); the answer is the vote as stored. */
    async vote(id: number, input: VoteInput, source: Readonly<Record<string, unknown>> = {}): Promise<Vote | null> {
      return voteOf((await api.post<unknown>(`${base(id)}/vote`, { ...source, ...input })).data);
    },
  };
}

export type MediaplanFeedbackApi = ReturnType<typeof mediaplanFeedbackApi>;
