import { makeAutoObservable } from 'mobx';
import { RecordFormState, RecordPageState } from '@core/record';
import type { FieldOption } from '@ui/record/fields';
import type { Counter, CreativeCounters, CreativeVerifierCountersApi } from './api';
import { idsToSave, type CountersValues } from './values';

/** A 2 Creative verifier counters: the flight's counters (GET/PUT /creatives/{id}/verifier-counters), editable only with the edit flag. */
export class CreativeVerifierCountersStore {
  readonly form = new RecordFormState<CountersValues>({ counter_ids: [], add_counter_id: null });
  readonly page: RecordPageState<CountersValues, Counter[], CreativeCounters>;
  /** Every counter; kept as a reference (a dictionary of thousands is not made observable item by item). */
  dictionary: Counter[] = [];
  /** Names the answer gave for counters the dictionary may lack. */
  answered: Counter[] = [];
  savedName = '';

  constructor(
    private readonly api: CreativeVerifierCountersApi,
    readonly id: number,
    readonly editable: boolean,
    /** The flight the page printed (data-props `record`), for the heading. */
    given?: unknown,
  ) {
    this.page = new RecordPageState(this.form, {
      id,
      get: (recordId, signal) => api.get(recordId, signal, given),
      choices: api.counters,
      apply: (loaded, dictionary) => {
        this.dictionary = dictionary;
        if (!loaded) return;
        this.answered = loaded.named;
        this.savedName = loaded.creative?.name ?? '';
        this.form.load({ counter_ids: loaded.counterIds, add_counter_id: null });
      },
    });
    makeAutoObservable<CreativeVerifierCountersStore, 'api'>(this, { form: false, page: false, api: false, id: false, editable: false }, { autoBind: true, deep: false });
  }

  private get byId(): Map<number, Counter> {
    const map = new Map<number, Counter>(this.answered.map((c) => [c.id, c]));
    for (const c of this.dictionary) map.set(c.id, c);
    return map;
  }

  /** The flight's counters as chosen now, named (an unknown one by its number). */
  get chosen(): Counter[] {
    const { byId } = this;
    return this.form.values.counter_ids.map((id) => byId.get(id) ?? { id, name: `#${id}`, description: '' });
  }

  /** What may be added: every counter not chosen yet, as the picker's options (computed once per change). */
  get addOptions(): FieldOption<number>[] {
    const chosen = new Set(this.form.values.counter_ids);
    return this.dictionary.filter((c) => !chosen.has(c.id)).map((c) => ({ value: c.id, label: c.name || `#${c.id}` }));
  }

  /** The picked counter goes into the list. */
  add(): void {
    if (!this.editable || this.form.values.add_counter_id === null) return;
    this.form.set('counter_ids', idsToSave(this.form.values));
    this.form.set('add_counter_id', null);
  }

  remove(id: number): void {
    if (!this.editable) return;
    this.form.set(
      'counter_ids',
      this.form.values.counter_ids.filter((c) => c !== id),
    );
  }

  /** PUT the ids; the page stays with the toast. */
  async save(): Promise<void> {
    if (!this.editable) return;
    const ids = idsToSave(this.form.values);
    await this.page.save(() => this.api.save(this.id, ids), {
      redirect: (saved) => saved.redirect,
      // What was sent is the flight's list now, the picked counter in it.
      saved: () => this.form.load({ counter_ids: ids, add_counter_id: null }),
    });
  }
}
