import { chosen, spec, type Calls } from '@core/calls';
import { d } from '@core/decode';
import { api } from '@core/http';
import type { ActionMethod } from './props';

/** A component_url's answer (A 7): the island to mount (`tag`) with its props, or `content` shown as text. */
export interface ActionComponent {
  tag: string;
  props: Record<string, unknown>;
  content: string;
}

export const decodeComponent = (raw: unknown): ActionComponent => {
  const data = d.object(raw);
  return { tag: d.text(data.tag).trim(), props: d.object(data.props), content: d.text(data.content) };
};

/** `a=1&b=2` as params; a repeated key is a list, sent back repeated (`arrays: 'repeat'`): the query goes on as written. */
function paramsOf(qs: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(qs)) {
    const had = out[key];
    out[key] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  return out;
}

/** What this screen asks the backend for (issue 41): the spec's calls, and what it chose where the spec is silent. */
export const calls = {
  component: spec('A 7 Navigation component URL GET returns data{tag, props, content}'),
  run: spec('A 7 actions with a non-get method call the url with that method'),
  sections: chosen('the `sections` prop (the spec names no source for them): without it the island says what it expected'),
} satisfies Calls;

export function settingsNavigatorApi() {
  return {
    component: async (url: string, qs: string, signal?: AbortSignal): Promise<ActionComponent> =>
      decodeComponent(await api.get<unknown>(url, { params: paramsOf(qs), arrays: 'repeat', signal })),
    /** A non-GET action: its url called with its method; the answer's message and redirect. */
    run: async (method: Exclude<ActionMethod, 'GET'>, url: string): Promise<{ message: string | undefined; redirect: string | undefined }> => {
      const answer =
        method === 'POST' ? await api.post<unknown>(url) : method === 'PUT' ? await api.put<unknown>(url) : method === 'PATCH' ? await api.patch<unknown>(url) : await api.delete<unknown>(url);
      return { message: answer.message, redirect: answer.redirect };
    },
  };
}
export type SettingsNavigatorApi = ReturnType<typeof settingsNavigatorApi>;
