import { makeAutoObservable, observable, runInAction } from 'mobx';
import { isAborted } from '@core/http';
import { notify } from '@core/notify';
import type { GeoItem, GeoSearchApi } from './geoApi';

/** How a chosen geo object reads: its name and its parent's, or '#id' while not known. */
export interface GeoLabel {
  name: string;
  parentName: string;
  missing: boolean;
}

/**
 * The names of the geo objects in an option's lists (the value holds ids only): learned from the names
 * lookup at load (GET /hb/geo/search/?id=…), from the tree (`fromTree`, the shown country) and from the
 * search by names; what is added is remembered, so a list keeps its names when another country is shown.
 * Sent with the save as `meta: [{id, name}]`.
 */
export class GeoNames {
  private readonly known = observable.map<number, GeoItem>(undefined, { deep: false });
  private controller: AbortController | null = null;

  constructor(
    private readonly api: GeoSearchApi,
    private readonly fromTree: (id: number) => GeoItem | undefined = () => undefined,
  ) {
    makeAutoObservable<GeoNames, 'known' | 'api' | 'fromTree' | 'controller'>(this, { known: false, api: false, fromTree: false, controller: false }, { autoBind: true });
  }

  learn(items: readonly GeoItem[]): void {
    for (const item of items) this.known.set(item.id, item);
  }

  /** A geo id of a list → its label ('#id' until known). */
  label(id: number): GeoLabel {
    const item = this.known.get(id) ?? this.fromTree(id);
    return item ? { name: item.name || `#${id}`, parentName: item.parentName, missing: item.exists === false } : { name: `#${id}`, parentName: '', missing: false };
  }

  /** The names of the ids not known yet, asked once (in chunks); a failure leaves them '#id' and says so. */
  async lookup(ids: readonly number[]): Promise<void> {
    const unknown = ids.filter((id) => !this.known.has(id) && !this.fromTree(id));
    if (unknown.length === 0) return;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    try {
      const items = await this.api.byIds(unknown, controller.signal);
      runInAction(() => this.learn(items));
    } catch (error) {
      if (!isAborted(error)) notify.error(error);
    }
  }

  /** `meta` of the save: `[{id, name}]` for each id (a name not known is sent as empty). */
  meta(ids: readonly number[]): Array<{ id: number; name: string }> {
    return ids.map((id) => {
      const item = this.known.get(id) ?? this.fromTree(id);
      return { id, name: item?.name ?? '' };
    });
  }

  stop(): void {
    this.controller?.abort();
  }
}
