import { makeAutoObservable, observable, runInAction } from 'mobx';
import { BusyTask } from '@core/busy';
import { HashState } from '@core/hash';
import { LatestLoad } from '@core/latestLoad';
import type { LoadState } from '@core/loadState';
import { numeric, RecordFormState, RecordPageState, required, type RecordTab } from '@core/record';
import type { Channel, HandbookValueApi, HandbookValueRecord, LoadedValue, Organization } from '@adconfig/shared/handbookValue/api';
import { hashSchema } from './hash';
import type { Extension } from './props';
import { TEXT } from './texts';
import { emptyValue, parseIds, payloadOf, valuesOf, type ValueForm } from './values';

const ALL_TABS: RecordTab[] = [
  { key: 'index', title: TEXT.tabs.index, paths: ['name', 'val', 'sort', 'organization_id'] },
  { key: 'description', title: TEXT.tabs.description, paths: ['params.description'] },
  { key: 'channels', title: TEXT.tabs.channels, paths: ['params.channels'] },
];

/** The index tab and the extension tabs the page shows. */
export function tabsOf(extensions: readonly Extension[]): RecordTab[] {
  return ALL_TABS.filter((tab) => tab.key === 'index' || extensions.some((e) => e === tab.key));
}

/**
 * A 2 generic handbook value edit: the index tab (name, val, sort, organization), the extension tabs
 * (description; channels added by comma-separated ids, removed, each shown with its status, name and url);
 * one Save through the handbook value update.
 */
export class HandbookValueEditStore {
  readonly hash = new HashState(hashSchema);
  readonly form: RecordFormState<ValueForm>;
  readonly page: RecordPageState<ValueForm, undefined, LoadedValue>;
  record: HandbookValueRecord | null = null;
  organizations: Organization[] = [];
  /** The channels known by id (the value's, and those added), for their names, urls and statuses. */
  readonly channels = observable.map<number, Channel>();
  private readonly channelsLoad = new LatestLoad();
  /** The ids field of the channels tab (not part of the value: what is added goes into params.channels). */
  idsText = '';
  idsError: string | null = null;
  private readonly addTask = new BusyTask();

  constructor(
    private readonly api: HandbookValueApi,
    readonly id: number,
    extensions: readonly Extension[],
  ) {
    this.form = new RecordFormState<ValueForm>(emptyValue(), {
      tabs: tabsOf(extensions),
      rules: { name: [required(TEXT.nameRequired)], sort: [numeric(TEXT.sortNumber)] },
    });
    this.page = new RecordPageState(this.form, {
      hash: this.hash,
      id,
      get: api.get,
      apply: (loaded) => {
        if (!loaded) return;
        this.record = loaded.value;
        this.organizations = loaded.organizations;
        this.form.load(valuesOf(loaded.value), null);
        void this.loadChannels(this.form.values.params.channels);
      },
    });
    makeAutoObservable<HandbookValueEditStore, 'api' | 'channelsLoad' | 'addTask'>(this, { hash: false, form: false, page: false, api: false, id: false, channels: false, channelsLoad: false, addTask: false }, { autoBind: true });
  }

  /** The names, urls and statuses of the value's channels ('failed': the tab says they could not be loaded). */
  get channelsState(): LoadState {
    return this.channelsLoad.state;
  }

  get adding(): boolean {
    return this.addTask.running;
  }

  /** The value's channels as ids (the order they were added in). */
  get channelIds(): number[] {
    return this.form.values.params.channels;
  }

  channel(id: number): Channel | undefined {
    return this.channels.get(id);
  }

  /** GET channels with the channel_id filter: their names, urls and statuses. */
  loadChannels(ids: number[]): Promise<void> {
    const missing = ids.filter((id) => !this.channels.has(id));
    if (missing.length === 0) return Promise.resolve();
    return this.channelsLoad.run(
      (signal) => this.api.channels(missing, signal),
      (found) => found.forEach((c) => this.channels.set(c.channel_id, c)),
    );
  }

  setIdsText(text: string): void {
    this.idsText = text;
    this.idsError = null;
  }

  /** A 5: the ids must parse as numbers; those the server knows are added, the others named under the field. */
  async addChannels(): Promise<boolean> {
    if (this.adding) return false;
    const ids = parseIds(this.idsText);
    if (ids === null) {
      this.idsError = TEXT.badIds;
      return false;
    }
    const fresh = ids.filter((id) => !this.channelIds.includes(id));
    return this.addTask.run(async () => {
      const found = await this.api.channels(fresh.filter((id) => !this.channels.has(id)));
      runInAction(() => {
        found.forEach((c) => this.channels.set(c.channel_id, c));
        const known = fresh.filter((id) => this.channels.has(id));
        const unknown = fresh.filter((id) => !this.channels.has(id));
        if (known.length) this.form.set('params.channels', [...this.channelIds, ...known]);
        this.idsError = unknown.length ? TEXT.notFound(unknown) : null;
        this.idsText = unknown.join(', ');
      });
      return true;
    });
  }

  removeChannel(id: number): void {
    this.form.set(
      'params.channels',
      this.channelIds.filter((x) => x !== id),
    );
  }

  /** PUT /api/hb/handbook-values/{id}; the toast; the heading takes the saved name. */
  async save(): Promise<void> {
    const record = this.record;
    if (!record) return;
    await this.page.save((values) => this.api.update(this.id, payloadOf(values, record)), {
      saved: (saved) => {
        this.record = { ...saved, handbookName: saved.handbookName || record.handbookName };
      },
    });
  }
}
