import { makeAutoObservable, observable, runInAction } from 'mobx';
import { HashState } from '../../core/hash';
import { notify } from '../../core/notify';
import { numeric, RecordFormState, RecordPageState, required, type RecordTab } from '../../core/record';
import type { Channel, HandbookValueApi, HandbookValueRecord, LoadedValue, Organization } from '../shared/handbookValue/api';
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
  channelsState: 'idle' | 'loading' | 'failed' = 'idle';
  /** The ids field of the channels tab (not part of the value: what is added goes into params.channels). */
  idsText = '';
  idsError: string | null = null;
  adding = false;

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
    makeAutoObservable<HandbookValueEditStore, 'api'>(this, { hash: false, form: false, page: false, api: false, id: false, channels: false }, { autoBind: true });
  }

  /** The value's channels as ids (the order they were added in). */
  get channelIds(): number[] {
    return this.form.values.params.channels;
  }

  channel(id: number): Channel | undefined {
    return this.channels.get(id);
  }

  /** GET channels with the channel_id filter: their names, urls and statuses. */
  async loadChannels(ids: number[]): Promise<void> {
    const missing = ids.filter((id) => !this.channels.has(id));
    if (missing.length === 0) return;
    this.channelsState = 'loading';
    try {
      const found = await this.api.channels(missing);
      runInAction(() => {
        found.forEach((c) => this.channels.set(c.channel_id, c));
        this.channelsState = 'idle';
      });
    } catch (error) {
      runInAction(() => {
        this.channelsState = 'failed';
      });
      notify.error(error);
    }
  }

  setIdsText(text: string): void {
    this.idsText = text;
    this.idsError = null;
  }

  /** A 5: the ids must parse as numbers; those the server knows are added, the others named under the field. */
  async addChannels(): Promise<void> {
    if (this.adding) return;
    const ids = parseIds(this.idsText);
    if (ids === null) {
      this.idsError = TEXT.badIds;
      return;
    }
    const fresh = ids.filter((id) => !this.channelIds.includes(id));
    this.adding = true;
    try {
      const found = await this.api.channels(fresh.filter((id) => !this.channels.has(id)));
      runInAction(() => {
        found.forEach((c) => this.channels.set(c.channel_id, c));
        const known = fresh.filter((id) => this.channels.has(id));
        const unknown = fresh.filter((id) => !this.channels.has(id));
        if (known.length) this.form.set('params.channels', [...this.channelIds, ...known]);
        this.idsError = unknown.length ? TEXT.notFound(unknown) : null;
        this.idsText = unknown.join(', ');
      });
    } catch (error) {
      notify.error(error);
    } finally {
      runInAction(() => {
        this.adding = false;
      });
    }
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
