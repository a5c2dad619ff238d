// What a screen asks the backend for, declared beside the calls themselves (each screen's api.ts, or its
// calls.ts when a shared piece makes its calls): a call or answer field the spec names, with its spec
// reference, or one the screen chose, with what the screen does without it. The spec's calls are the
// existing backend's; a chosen one is optional by design (rule 1 of issue 41), the README row lists it,
// and the strict stand-in (STANDIN=spec) answers it 404 to prove the screen works without it.

/** A call or answer field the spec names: its reference ('A 7 Options', 'I 7 Deleted sites', 'S 7 KPI'). */
export interface SpecCall {
  spec: string;
}

/** A call, answer field or prop the spec does not name: what the screen does when the backend has none. */
export interface ChosenCall {
  chosen: true;
  without: string;
}

export type CallNote = SpecCall | ChosenCall;

/** The screen's calls by name: `export const calls = { search: spec('I 7 …'), columns: chosen('…') } satisfies Calls;` */
export type Calls = Readonly<Record<string, CallNote>>;

/** A call the spec names; `ref` is its section and topic, e.g. 'S 7 GET {api}/sales/mediaplans/kpi/{id}'. */
export const spec = (ref: string): SpecCall => ({ spec: ref });

/** A call, field or prop the spec does not name, and what the screen shows or does without it. */
export const chosen = (without: string): ChosenCall => ({ chosen: true, without });

export const isChosen = (note: CallNote): note is ChosenCall => 'chosen' in note;
