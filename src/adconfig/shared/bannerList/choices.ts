import { makeAutoObservable } from 'mobx';
import { d } from '@core/decode';
import { prop } from '@core/props';

/** A banner type or ad engine as a banner list's answer names it. */
export interface NamedChoice {
  id: number;
  name: string;
}

/** The list answer's `types` / `engines`: entries without an id are left out. */
export const choicesOf = (raw: unknown): NamedChoice[] => d.records({ id: d.id, name: d.text })(raw).flatMap((c) => (c.id === null ? [] : [{ id: c.id, name: c.name }]));

/** The banner types and ad engines as the page prints them (props `types`, `engines`). */
export interface PrintedChoices {
  types?: NamedChoice[];
  engines?: NamedChoice[];
}

/** The props reader of a dictionary `[{id, name}]` (entries without an id left out). */
export const namedChoicesProp = () => prop.custom('a list of {id, name}', (v) => (Array.isArray(v) ? choicesOf(v) : undefined));

const nameIn = (choices: NamedChoice[], id: number | null): string => (id === null ? '' : (choices.find((c) => c.id === id)?.name ?? `#${id}`));

/**
 * The banner types and ad engines the latest answer of a banner list carried beside its rows (A 3: `types`,
 * `engines`): the names its type and engine columns show (an unknown id as '#id'), kept while the next page loads.
 */
export class BannerChoices {
  types: NamedChoice[] = [];
  engines: NamedChoice[] = [];

  /** `printed`: the dictionaries the page printed (props); the answer's fields (which the spec does not name) only fill what they leave out. */
  constructor(private readonly printed: PrintedChoices = {}) {
    this.types = printed.types ?? [];
    this.engines = printed.engines ?? [];
    makeAutoObservable<BannerChoices, 'printed'>(this, { printed: false }, { autoBind: true });
  }

  /** Reads them from the envelope's other fields (`page.extra`), unless the page printed them. */
  read(extra: { types?: unknown; engines?: unknown }): void {
    if (!this.printed.types) this.types = choicesOf(extra.types);
    if (!this.printed.engines) this.engines = choicesOf(extra.engines);
  }

  typeName(id: number | null): string {
    return nameIn(this.types, id);
  }

  engineName(id: number | null): string {
    return nameIn(this.engines, id);
  }
}
