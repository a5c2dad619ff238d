import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { CrudListStore, type CrudTableModel } from '@core/crud/CrudListStore';
import { HashState } from '@core/hash';
import type { FilterDraft } from '@core/hash/FilterDraft';
import { ListScreen } from '@core/ListScreen';
import type { ListStore } from '@core/ListStore';
import { notify } from '@core/notify';
import { localPaging } from '@core/paging';
import type { Channel, Choice, RedirectionChannelsApi, RedirectionInput } from './api';
import { CorrectionsEditor } from './CorrectionsEditor';
import { hashSchema } from './hash';
import { ROW_LABELS, TEXTS } from './texts';
import { disposers } from '@core/disposers';

/** The status choice meaning "any status" (the hash's `st=all`; no `st` is the default, active). */
export const ANY_STATUS = 'all';

export interface SearchQuery {
  name: string;
  formatId: number | null;
  status: string;
}

/**
 * I 2.8 redirection channels: the table of redirection channels (delete confirmed), the search for
 * other channels (status active by default), and the corrections form of the chosen channel (#c=id),
 * created when it is not a redirection channel yet, else updated (I 4).
 */
export class RedirectionChannelsStore {
  readonly filters = new HashState(hashSchema);
  /** The search for other channels: its form (applied by 'Найти') and its list. */
  private readonly finder: ListScreen<typeof hashSchema, Channel, SearchQuery, undefined, 'q' | 'fmt' | 'st'>;
  readonly draft: FilterDraft<typeof hashSchema, 'q' | 'fmt' | 'st'>;
  readonly table: CrudListStore<Channel, RedirectionInput>;
  readonly results: ListStore<Channel, SearchQuery>;
  readonly editor: CorrectionsEditor;
  formats: Choice[] = [];
  statuses: Choice[] = [];
  /** Events by format id, loaded once each. */
  events = new Map<number, Choice[]>();
  /** The chosen channel is being fetched (a link #c= to a channel not listed here). */
  channelLoading = false;
  /** The lookup of a linked channel failed (its toast said why): not 'Канал не найден.', which means it is not there. */
  channelFailed = false;
  private channelToken = 0;

  constructor(private readonly api: RedirectionChannelsApi) {
    this.table = new CrudListStore(api.table, {
      confirmDelete: (row) => ({ message: TEXTS.deleteQuestion, title: ROW_LABELS.deleteTitle(row) }),
    });
    this.finder = new ListScreen({
      hash: this.filters,
      draft: ['q', 'fmt', 'st'],
      query: () => this.searchQuery,
      load: (query, _paging, signal, preview) => api.search(query, signal, preview),
      paging: localPaging({ perPage: 'all' }),
    });
    ({ draft: this.draft, list: this.results } = this.finder);
    this.editor = new CorrectionsEditor(api.table, () => this.afterChange());
    makeAutoObservable<RedirectionChannelsStore, 'api' | 'channelToken' | 'finder'>(
      this,
      { api: false, filters: false, finder: false, draft: false, table: false, results: false, editor: false, channelToken: false },
      { autoBind: true },
    );
  }

  get searchQuery(): SearchQuery {
    const { q, fmt, st } = this.filters.values;
    return { name: q.trim(), formatId: fmt, status: st === ANY_STATUS ? '' : st };
  }

  get chosenId(): number | null {
    return this.filters.values.c;
  }

  /** The events of the chosen channel's format (for corrections of one event). */
  get formatEvents(): Choice[] {
    const format = this.editor.channel?.format_id;
    return format ? (this.events.get(format) ?? []) : [];
  }

  formatName(channel: Channel): string {
    return channel.format_name || this.formats.find((f) => f.value === String(channel.format_id))?.name || (channel.format_id === null ? '' : `#${channel.format_id}`);
  }

  /** 'Найти': the same search again reloads. */
  search(): void {
    this.finder.search();
  }

  /** 'Сбросить': the search back to its defaults (status active); the open channel stays. */
  resetSearch(): void {
    this.filters.set({ q: '', fmt: null, st: 'active' });
  }

  /** Opens a channel's corrections (asks first when the open ones have unsaved edits). */
  async choose(channel: Channel): Promise<void> {
    if (channel.id === this.chosenId) return;
    if (this.editor.dirty && !(await notify.confirm(TEXTS.discardQuestion, { confirmLabel: 'Открыть', cancelLabel: 'Вернуться к форме' }))) return;
    this.filters.set({ c: channel.id });
  }

  /** The channel the hash names: from the lists when there, else fetched by id. */
  /** 'Повторить' after a failed lookup of the linked channel. */
  retryChannel(): void {
    void this.openChosen(this.chosenId);
  }

  private async openChosen(id: number | null): Promise<void> {
    const token = ++this.channelToken;
    this.channelFailed = false;
    if (id === null) {
      this.editor.open(null);
      return;
    }
    let channel: Channel | null = this.table.list.rows.find((c) => c.id === id) ?? this.results.rows.find((c) => c.id === id) ?? null;
    if (!channel) {
      this.channelLoading = true;
      try {
        channel = await this.api.channel(id);
      } catch (error) {
        if (token === this.channelToken) {
          notify.error(error);
          runInAction(() => {
            this.channelFailed = true;
          });
        }
        channel = null;
      } finally {
        runInAction(() => {
          if (token === this.channelToken) this.channelLoading = false;
        });
      }
    }
    if (token !== this.channelToken) return;
    this.editor.open(channel);
    if (channel?.format_id) void this.loadEvents(channel.format_id);
  }

  private async loadEvents(formatId: number): Promise<void> {
    if (this.events.has(formatId)) return;
    try {
      const events = await this.api.formatEvents(formatId);
      runInAction(() => this.events.set(formatId, events));
    } catch (error) {
      notify.error(error);
    }
  }

  /** After a save or a delete: both lists change (a new redirection channel leaves the search). */
  private async afterChange(): Promise<void> {
    await Promise.all([this.table.reload(), this.results.load()]);
  }

  /** Deletes after the confirmation; the deleted channel's form closes and the channel is found by the search again. */
  async remove(channel: Channel): Promise<boolean> {
    if (!(await this.table.remove(channel))) return false;
    if (this.chosenId === channel.id) this.filters.set({ c: null }, 'replace');
    await this.results.load();
    return true;
  }

  /** What the shared CRUD table calls: delete through remove() above; this table has no status switch. */
  get tableModel(): CrudTableModel<Channel, Record<string, never>> {
    const { table } = this;
    return { list: table.list, isBusy: (id) => table.isBusy(id), remove: (row) => this.remove(row), toggleStatus: () => Promise.resolve(false) };
  }

  private async loadChoices(): Promise<void> {
    const [formats, statuses] = await Promise.allSettled([this.api.formats(), this.api.statuses()]);
    runInAction(() => {
      if (formats.status === 'fulfilled') this.formats = formats.value;
      if (statuses.status === 'fulfilled') this.statuses = statuses.value;
    });
    const failed = [formats, statuses].find((r) => r.status === 'rejected');
    if (failed && failed.status === 'rejected') notify.error(failed.reason);
  }

  /** The hash, both lists, the choices and the chosen channel; returns the disposer (useStarted). */
  start(): () => void {
    const stop = disposers(
      // The redirection channels' table first, then the search (the order the page asks in).
      this.table.start(),
      this.finder.start(),
      reaction(() => this.chosenId, (id) => void this.openChosen(id), { fireImmediately: true }),
    );
    void this.loadChoices();
    return () => {
      this.channelToken++;
      stop();
    };
  }
}
