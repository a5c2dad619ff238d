import { sitePath } from '@core/basePath';
import { d, required } from '@core/decode';
import { api } from '@core/http';
import type { Tree } from '@core/record';
import { ruleTypesOf, type RuleType } from './ruleTypes';

export const MIX_TASK_STATUSES = ['new', 'processing', 'archive'] as const;
export type MixTaskStatus = (typeof MIX_TASK_STATUSES)[number];

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
}

/** What POST and PUT send (A 7). */
export interface MixTaskPayload {
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

/** The task of GET / POST / PUT / copy: it must carry its id, the edit page needs it. */
export function mixTaskOf(raw: unknown): MixTask {
  const source = d.object(raw);
  return {
    id: required(d.id(source.id), 'mix task id'),
    name: d.text(source.name),
    to_mix: d.number(source.to_mix),
    to_mix_daily: d.number(source.to_mix_daily),
    task: rulesOf(source.task),
    status: d.oneOf(MIX_TASK_STATUSES, 'new')(source.status),
    ruleTypes: ruleTypesOf(source.rule_types),
  };
}

/** The only place that knows the task's URLs: {urlPath}/preferences/mix-tasks and below. */
export function mixTaskFormApi(urlPath = '') {
  const base = sitePath('/preferences/mix-tasks', urlPath);
  return {
    /** GET {base}/{id}: the task edited (the spec names no read call; this is the collection's REST read). */
    get: async (id: number, signal?: AbortSignal) => mixTaskOf(await api.get<unknown>(`${base}/${id}`, { signal })),
    create: async (payload: MixTaskPayload) => mixTaskOf((await api.post<unknown>(base, payload)).data),
    update: async (id: number, payload: MixTaskPayload) => mixTaskOf((await api.put<unknown>(`${base}/${id}`, payload)).data),
    remove: async (id: number) => (await api.delete<unknown>(`${base}/${id}`)).message,
    /** POST {base}/{id}/copy → the copy. */
    copy: async (id: number) => mixTaskOf((await api.post<unknown>(`${base}/${id}/copy`)).data),
  };
}
export type MixTaskFormApi = ReturnType<typeof mixTaskFormApi>;
