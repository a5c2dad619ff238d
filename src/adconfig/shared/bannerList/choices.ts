import { makeAutoObservable } from 'mobx';
import { d } from '@core/decode';

/** A banner type or ad engine as a banner list's answer names it. */
export interface NamedChoice {
  id: number;
  name: string;
}

/** The list answer's `types` / `engines`: entries without an id are left out. */
export const choicesOf = (raw: unknown): NamedChoice[] => d.records({ id: d.id, name: d.text })(raw).flatMap((c) => (c.id === null ? [] : [{ id: c.id, name: c.name }]));

const nameIn = (choices: NamedChoice[], id: number | null): string => (id === null ? '' : (choices.find((c) => c.id === id)?.name ?? `#${id}`));

/**
 * The banner types and ad engines the latest answer of a banner list carried beside its rows (A 3: `types`,
 * `engines`): the names its type and engine columns show (an unknown id as '#id'), kept while the next page loads.
 */
export class BannerChoices {
  types: NamedChoice[] = [];
  engines: NamedChoice[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Reads them from the envelope's other fields (`page.extra`). */
  read(extra: { types?: unknown; engines?: unknown }): void {
    this.types = choicesOf(extra.types);
    this.engines = choicesOf(extra.engines);
  }

  typeName(id: number | null): string {
    return nameIn(this.types, id);
  }

  engineName(id: number | null): string {
    return nameIn(this.engines, id);
  }
}
