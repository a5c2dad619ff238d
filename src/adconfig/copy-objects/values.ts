import type { CopyParam } from './props';

/** The form: each parameter on or off by key, and the objects chosen (their ids). */
export interface CopyValues {
  params: Record<string, boolean>;
  items: number[];
}

export function initialValues(params: readonly CopyParam[]): CopyValues {
  return { params: Object.fromEntries(params.map((p) => [p.key, p.checked === true])), items: [] };
}

/** What the store call sends: the keys of the parameters switched on, the ids chosen. */
export interface CopyPayload {
  params: string[];
  items: number[];
}

export function payloadOf(values: CopyValues, params: readonly CopyParam[]): CopyPayload {
  return { params: params.map((p) => p.key).filter((key) => values.params[key] === true), items: values.items };
}
