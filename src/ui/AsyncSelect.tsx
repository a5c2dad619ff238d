import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { debounce, DEBOUNCE_MS, type Debounced } from '@core/debounce';
import { api, isAborted, type Params } from '@core/http';
import { notify } from '@core/notify';
import { Select, type OptionValue, type SelectOption } from './Select';

/** I 9: a select with a source asks for at most 100 options unless told otherwise. */
export const DEFAULT_OPTIONS_LIMIT = 100;

/** One row of the source's answer: data.data is a list of these. */
export type SourceRow = Record<string, unknown>;
interface SourceAnswer {
  data?: SourceRow[];
}

/** A search of the screen's own (a call other than I 7's source protocol): the options for the typed text. */
export type OptionSearch = (query: string, signal: AbortSignal) => Promise<SelectOption[]>;

interface AsyncSelectBaseProps {
  /** GET {source}: the list's URL (I 7's protocol). Unused when `search` is given. */
  source?: string;
  /** Instead of `source`: the screen's own search call (S 7's GET /users/search by name). */
  search?: OptionSearch;
  /** Labels of values the answers may not carry (a value set at start, known by the page). */
  knownOptions?: SelectOption[];
  /** Sent nested: params[key]=value (likewise pivotParams, customParams), as the legacy select did. */
  params?: Params;
  pivotParams?: Params;
  customParams?: Params;
  optionsLimit?: number;
  /** Fields of a source row that give the option's value and label. */
  valueKey?: string;
  labelKey?: string;
  label?: string;
  labelVisible?: boolean;
  id?: string;
  placeholder?: string;
  isClearable?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

export interface AsyncSingleSelectProps extends AsyncSelectBaseProps {
  isMulti?: false;
  value: OptionValue | null;
  onChange(value: OptionValue | null): void;
}

export interface AsyncMultiSelectProps extends AsyncSelectBaseProps {
  isMulti: true;
  value: OptionValue[];
  onChange(value: OptionValue[]): void;
}

export type AsyncSelectProps = AsyncSingleSelectProps | AsyncMultiSelectProps;

export interface SourceQuery {
  params?: Params;
  pivotParams?: Params;
  customParams?: Params;
  query: string;
  /** A multi select's values go as a list (`value[]=12&value[]=15`), a single select's as one `value=7`. */
  value: OptionValue[] | OptionValue | null;
  optionsLimit: number;
}

/** The GET's query string: I 7's fields, nested groups as group[key] (PHP reads them as arrays). */
export function sourceParams(q: SourceQuery): Params {
  const out: Params = {};
  const nest = (group: string, values: Params | undefined): void => {
    for (const [key, value] of Object.entries(values ?? {})) out[`${group}[${key}]`] = value;
  };
  nest('params', q.params);
  nest('pivotParams', q.pivotParams);
  nest('customParams', q.customParams);
  out.query = q.query;
  if (Array.isArray(q.value) ? q.value.length > 0 : q.value !== null) out.value = q.value;
  out.optionsLimit = q.optionsLimit;
  return out;
}

/** Source rows as options; rows without a usable value are skipped. */
export function rowsToOptions(rows: SourceRow[], valueKey: string, labelKey: string): SelectOption[] {
  const options: SelectOption[] = [];
  for (const row of rows) {
    const value = row[valueKey];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const label = row[labelKey];
    options.push({ value, label: label === null || label === undefined ? String(value) : String(label) });
  }
  return options;
}

/** GET {source} with I 7's params: data.data as options (no source: none). */
async function fromSource(source: string | undefined, query: SourceQuery, signal: AbortSignal, valueKey: string, labelKey: string): Promise<SelectOption[]> {
  if (source === undefined) return [];
  const body = await api.get<SourceAnswer | null>(source, { params: sourceParams(query), signal });
  return rowsToOptions(Array.isArray(body?.data) ? body.data : [], valueKey, labelKey);
}

/**
 * A select whose options come from the server (I 7): the typed text goes out 300 ms after the
 * last keystroke, a new query aborts the one in flight, and the current value is sent along so
 * the server returns its labels.
 */
export function AsyncSelect(props: AsyncSelectProps) {
  const { source, params, pivotParams, customParams, optionsLimit = DEFAULT_OPTIONS_LIMIT, valueKey = 'id', labelKey = 'name' } = props;
  const values = useMemo<OptionValue[]>(
    () => (props.isMulti ? props.value : props.value === null || props.value === undefined ? [] : [props.value]),
    [props.isMulti, props.value],
  );
  // Inline objects are new on every render; the request is what matters.
  const groupsKey = JSON.stringify([source, params, pivotParams, customParams, optionsLimit, valueKey, labelKey]);
  /** The last answer, with the source/params and the typed text it answers. */
  const [answer, setAnswer] = useState<{ groupsKey: string; query: string; options: SelectOption[] } | null>(null);
  // New source or params: the options on show are stale (reloaded when the menu opens).
  const current = answer?.groupsKey === groupsKey ? answer : null;
  const [found, setKnown] = useState<SelectOption[]>([]);
  // What the answers named, then what the page knows (a value set before any answer, named by the page).
  const extraKey = JSON.stringify(props.knownOptions ?? []);
  const known = useMemo(() => {
    const extra = JSON.parse(extraKey) as SelectOption[];
    return extra.length === 0 ? found : [...found, ...extra.filter((o) => !found.some((f) => f.value === o.value))];
  }, [found, extraKey]);
  const [loading, setLoading] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const isMulti = props.isMulti === true;
  const search = props.search;
  const latest = useRef({ source, search, params, pivotParams, customParams, optionsLimit, valueKey, labelKey, values, isMulti, groupsKey });
  useLayoutEffect(() => {
    latest.current = { source, search, params, pivotParams, customParams, optionsLimit, valueKey, labelKey, values, isMulti, groupsKey };
  });

  const load = useCallback(async (query: string): Promise<void> => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const q = latest.current;
    setLoading(true);
    try {
      const next = q.search ? await q.search(query, controller.signal) : await fromSource(q.source, { ...q, query, value: q.isMulti ? q.values : (q.values[0] ?? null) }, controller.signal, q.valueKey, q.labelKey);
      setAnswer({ groupsKey: q.groupsKey, query, options: next });
      setKnown((before) => [...next, ...before.filter((o) => !next.some((n) => n.value === o.value))]);
    } catch (error) {
      if (!isAborted(error)) notify.error(error);
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setLoading(false);
      }
    }
  }, []);

  const loadTyped = useRef<Debounced<[string]> | null>(null);
  useEffect(() => {
    const debounced = debounce((query: string) => void load(query), DEBOUNCE_MS);
    loadTyped.current = debounced;
    return () => {
      debounced.cancel();
      inFlight.current?.abort();
    };
  }, [load]);

  // A value whose label is unknown (set from a hash link, or at start): the source returns it when asked with value.
  const valuesKey = JSON.stringify(values);
  const askedFor = useRef('');
  useEffect(() => {
    const unknown = values.some((v) => !known.some((o) => o.value === v));
    const key = groupsKey + valuesKey;
    if (unknown && askedFor.current !== key) {
      askedFor.current = key;
      void load('');
    }
  }, [groupsKey, valuesKey, values, known, load]);

  const onMenuOpen = (): void => {
    // After a blur the input is empty again: show the unfiltered list.
    if (current?.query !== '') {
      loadTyped.current?.cancel();
      void load('');
    }
  };

  const common = {
    options: current?.options ?? [],
    valueOptions: known,
    label: props.label,
    labelVisible: props.labelVisible,
    id: props.id,
    placeholder: props.placeholder,
    isClearable: props.isClearable,
    disabled: props.disabled,
    invalid: props.invalid,
    'aria-describedby': props['aria-describedby'],
    className: props.className,
    isLoading: loading,
    onInputChange: (text: string) => loadTyped.current?.(text),
    onMenuOpen,
  };
  return props.isMulti ? (
    <Select<OptionValue> {...common} isMulti value={props.value} onChange={props.onChange} />
  ) : (
    <Select<OptionValue> {...common} value={props.value} onChange={props.onChange} />
  );
}
