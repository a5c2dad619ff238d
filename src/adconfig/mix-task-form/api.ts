import { sitePath } from '@core/basePath';
import { chosen, spec, type Calls } from '@core/calls';
import { d, isObject } from '@core/decode';
import { api } from '@core/http';
import type { Tree } from '@core/record';
import { ruleTypesOf, type RuleType } from './ruleTypes';

export const MIX_TASK_STATUSES = ['new', 'processing', 'archive'] as const;
/** A 3: new, processing or archive; a status this page does not know is kept as it came (issue 41's round trip). */
export type MixTaskStatus = string;

/** A rule of the task (A 3): its type, its args, and the sync id the server's errors name it by. */
export interface MixRule {
  type: string;
  args: Tree;
  id: string;
}

/** A mix task (A 3): name, to_mix (limit), to_mix_daily (daily limit), task (rules), status. */
export interface MixTask {
  id: number;
  name: string;
  to_mix: number | null;
  to_mix_daily: number | null;
  task: MixRule[];
  status: MixTaskStatus;
  /** The answer's `rule_types` (ours, optional): the rule types the form edits; [] when it names none. */
  ruleTypes: RuleType[];
  /** The record as it came (props or answer): a save is built on it, so what the form does not edit goes back as it came. */
  source: Readonly<Record<string, unknown>>;
}

/** What POST and PUT send (A 7), over the loaded task's other fields. */
export interface MixTaskPayload {
  [kept: string]: unknown;
  name: string;
  to_mix: number | null;
  to_mix_daily: number | null;
  task: MixRule[];
  status: MixTaskStatus;
}

/** A rule without a type is nothing the page can show or send back: it is left out. */
function rulesOf(raw: unknown): MixRule[] {
  return d.records({ type: d.text, args: d.object, id: d.text })(raw).filter((r) => r.type !== '');
}

/** The task of the props, GET / POST / PUT / copy; null without an id (a bare answer: {success: true}). */
export function mixTaskOf(raw: unknown): MixTask | null {
  const source = d.object(raw);
  const id = d.id(source.id);
  if (id === null) return null;
  return {
    id,
    name: d.text(source.name),
    to_mix: d.number(source.to_mix),
    to_mix_daily: d.number(source.to_mix_daily),
    task: rulesOf(source.task),
    status: typeof source.status === 'string' && source.status !== '' ? source.status : 'new',
    ruleTypes: ruleTypesOf(source.rule_types),
    source: isObject(raw) ? raw : {},
  };
}

/** The task sent, as stored after a bare answer: the payload is what the backend keeps now. */
const sentTask = (id: number, payload: MixTaskPayload): MixTask => ({ ...(mixTaskOf({ ...payload, id }) as MixTask), source: { ...payload, id } });

/** What this screen asks the backend for (issue 41): the spec's calls, and what it chose where the spec is silent. */
export const calls = {
  get: chosen('the task the page prints (`record` prop); without both the edit page says it could not load the task'),
  ruleTypesAnswer: chosen("the `ruleTypes` prop the page prints; without either no rule can be added: 'Правила не зарегистрированы.'"),
  create: spec('A 7 POST /preferences/mix-tasks (answer data not named: without an id the page goes to the list)'),
  update: spec('A 7 PUT /preferences/mix-tasks/{id}'),
  remove: spec('A 7 DELETE /preferences/mix-tasks/{id}'),
  copy: spec('A 7 POST /preferences/mix-tasks/{id}/copy (without the copy’s id in the answer the page goes to the list)'),
} satisfies Calls;

/** The only place that knows the task's URLs: {urlPath}/preferences/mix-tasks and below. */
/** `printed`: the task the page printed (props `record`), used instead of the GET when it is the one edited. */
export function mixTaskFormApi(urlPath = '', printed?: unknown) {
  const base = sitePath('/preferences/mix-tasks', urlPath);
  return {
    /** The task edited: the page's, else GET {base}/{id} (the spec names no read call; this is the collection's REST read). */
    get: async (id: number, signal?: AbortSignal): Promise<MixTask> => {
      const own = mixTaskOf(printed);
      if (own !== null && own.id === id) return own;
      const task = mixTaskOf(await api.get<unknown>(`${base}/${id}`, { signal }));
      if (task === null) throw new Error('mix task: the answer has no id');
      return task;
    },
    /** The task created; null when the answer does not say (A 7 names no answer data). */
    create: async (payload: MixTaskPayload): Promise<MixTask | null> => mixTaskOf((await api.post<unknown>(base, payload)).data),
    /** A bare answer is a save: the task is what was sent. */
    update: async (id: number, payload: MixTaskPayload): Promise<MixTask> => mixTaskOf((await api.put<unknown>(`${base}/${id}`, payload)).data) ?? sentTask(id, payload),
    remove: async (id: number) => (await api.delete<unknown>(`${base}/${id}`)).message,
    /** POST {base}/{id}/copy → the copy; null when the answer does not name it. */
    copy: async (id: number): Promise<MixTask | null> => mixTaskOf((await api.post<unknown>(`${base}/${id}/copy`)).data),
  };
}
export type MixTaskFormApi = ReturnType<typeof mixTaskFormApi>;
