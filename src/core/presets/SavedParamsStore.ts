import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../apiError';
import { isAborted } from '../http';
import type { LoadState } from '../loadState';
import { notify } from '../notify';
import type { SavedParams, SavedParamsCalls } from './savedParamsApi';

/** A 9 merge mode: overwrite (the preset replaces the value) or merge (added to it). */
export type ApplyMode = 'overwrite' | 'merge';

/** Presets (A 7: per option type, personal or shared, edited and deleted) or saved templates (listed and saved). */
export type SavedParamsKind = 'preset' | 'template';

/** Presets shown at first and per 'Показать ещё': a list of thousands stays light (and searchable by name). */
export const SAVED_PARAMS_PAGE = 50;

export const SAVED_PARAMS_TEXT = {
  preset: {
    nameRequired: 'Необходимо заполнить название!',
    empty: 'Пресеты еще не созданы.',
    overwrite: (name: string) => `Пресет «${name}» уже есть. Перезаписать его текущими настройками?`,
    remove: (name: string) => `Вы уверены? Пресет «${name}» будет удалён.`,
  },
  template: {
    nameRequired: 'Необходимо указать имя',
    empty: 'Шаблоны еще не созданы.',
    overwrite: (name: string) => `Шаблон «${name}» уже есть. Перезаписать его текущими настройками?`,
    remove: (name: string) => `Вы уверены? Шаблон «${name}» будет удалён.`,
  },
} as const;

export interface SavedParamsOptions<P> {
  kind: SavedParamsKind;
  /** The editor's params now (what 'Сохранить' stores). */
  current(): P;
  /** Puts a preset's params into the editor: replace them, or merge them in (the editor knows how). */
  apply(params: P, mode: ApplyMode): void;
}

/**
 * Presets and saved templates as one piece (A 7, A 6, A 9): the list (loaded on start, the latest load
 * wins), a name and 'Доступен только мне' for what is saved (a name is required; a name already in the
 * list asks before it is overwritten: PUT for a preset, POST again for a template), apply in overwrite or
 * merge mode, remove after the confirmation (presets). One save at a time; failures keep what was typed.
 */
export class SavedParamsStore<P> {
  items: SavedParams<P>[] = [];
  state: LoadState = 'idle';
  name = '';
  personal = false;
  nameError: string | null = null;
  applyMode: ApplyMode = 'overwrite';
  saving = false;
  /** The name searched in the list (shown once it is longer than a page). */
  query = '';
  /** How many of the matching items are shown. */
  limit = SAVED_PARAMS_PAGE;
  private controller: AbortController | null = null;

  constructor(
    private readonly calls: SavedParamsCalls<P>,
    private readonly options: SavedParamsOptions<P>,
  ) {
    makeAutoObservable<SavedParamsStore<P>, 'calls' | 'options' | 'controller'>(this, { calls: false, options: false, controller: false, items: observableRef }, { autoBind: true });
  }

  get kind(): SavedParamsKind {
    return this.options.kind;
  }

  get texts() {
    return SAVED_PARAMS_TEXT[this.options.kind];
  }

  /** The items whose name holds the query (case-insensitive). */
  get matching(): SavedParams<P>[] {
    const query = this.query.trim().toLowerCase();
    return query ? this.items.filter((item) => item.name.toLowerCase().includes(query)) : this.items;
  }

  /** What the list shows: the first `limit` of the matching items. */
  get shown(): SavedParams<P>[] {
    return this.matching.slice(0, this.limit);
  }

  setQuery(query: string): void {
    this.query = query;
    this.limit = SAVED_PARAMS_PAGE;
  }

  showMore(): void {
    this.limit += SAVED_PARAMS_PAGE;
  }

  get canRemove(): boolean {
    return this.calls.remove !== undefined;
  }

  /** Loads the list; returns the disposer for useEffect. */
  start(): () => void {
    void this.load();
    return () => this.controller?.abort();
  }

  async load(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'loading';
    try {
      const items = await this.calls.list(controller.signal);
      runInAction(() => {
        this.items = items;
        this.state = 'ready';
      });
    } catch (error) {
      if (isAborted(error)) return;
      runInAction(() => {
        this.state = 'failed';
      });
      notify.error(error);
    }
  }

  setName(name: string): void {
    this.name = name;
    this.nameError = null;
  }

  setPersonal(personal: boolean): void {
    this.personal = personal;
  }

  setApplyMode(mode: ApplyMode): void {
    this.applyMode = mode;
  }

  apply(item: SavedParams<P>): void {
    this.options.apply(item.params, this.applyMode);
  }

  /** 'Сохранить': the editor's params under the typed name; true when saved. */
  async save(): Promise<boolean> {
    if (this.saving) return false;
    const name = this.name.trim();
    if (!name) {
      this.nameError = this.texts.nameRequired;
      return false;
    }
    const same = this.items.find((item) => item.name === name);
    if (same && !(await notify.confirm(this.texts.overwrite(name), { confirmLabel: 'Перезаписать' }))) return false;
    const input = { name, personal: this.personal, params: this.options.current() };
    this.saving = true;
    try {
      await (same && this.calls.update ? this.calls.update(same.id, input) : this.calls.create(input));
      runInAction(() => {
        this.saving = false;
        this.name = '';
        this.personal = false;
      });
      notify.success();
      await this.load();
      return true;
    } catch (error) {
      runInAction(() => {
        this.saving = false;
        if (error instanceof ApiError && error.fieldErrors.name) this.nameError = error.fieldErrors.name;
      });
      notify.error(error);
      return false;
    }
  }

  /** 'Удалить' (presets): after the confirmation, DELETE and the list again. */
  async remove(item: SavedParams<P>): Promise<boolean> {
    if (!this.calls.remove || !(await notify.confirm(this.texts.remove(item.name), { danger: true, confirmLabel: 'Удалить' }))) return false;
    try {
      await this.calls.remove(item.id);
      notify.deleted();
      await this.load();
      return true;
    } catch (error) {
      notify.error(error);
      return false;
    }
  }
}
