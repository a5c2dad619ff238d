import { makeAutoObservable, reaction } from 'mobx';
import { RecordFormState, RecordPageState, required } from '@core/record';
import { Selection } from '@core/selection';
import type { CopyObjectsApi } from './api';
import type { CopyObject, CopyParam } from './props';
import { TEXT } from './texts';
import { initialValues, payloadOf, type CopyValues } from './values';

/** Nothing to load: the parameters and the objects come with the page. */
const NOTHING = { id: null, get: () => Promise.reject(new Error('copy-objects loads no record')) };

/** A 2 copy objects: the parameters to copy and the objects chosen, stored to the configured URL. */
export class CopyObjectsStore {
  readonly form: RecordFormState<CopyValues>;
  readonly page: RecordPageState<CopyValues>;
  readonly selection = new Selection<number>();
  /** The objects' filter (not part of what is saved). */
  filter = '';

  constructor(
    private readonly api: CopyObjectsApi,
    readonly params: readonly CopyParam[],
    readonly objects: readonly CopyObject[],
  ) {
    this.form = new RecordFormState<CopyValues>(initialValues(params), { rules: { items: [required(TEXT.itemsRequired)] } });
    this.page = new RecordPageState<CopyValues>(this.form, { ...NOTHING, apply: () => undefined });
    makeAutoObservable<CopyObjectsStore, 'api'>(this, { api: false, form: false, page: false, selection: false, params: false, objects: false }, { autoBind: true });
  }

  /** The table's checkboxes are the form's `items`, in the objects' order. */
  start(): () => void {
    const stopPage = this.page.start();
    const follow = reaction(
      () => this.objects.filter((o) => this.selection.has(o.id)).map((o) => o.id),
      (items) => this.form.set('items', items),
    );
    return () => {
      follow();
      stopPage();
    };
  }

  /** The objects whose name or id holds the filter (case-insensitive). */
  get shownObjects(): readonly CopyObject[] {
    const wanted = this.filter.trim().toLocaleLowerCase('ru');
    if (wanted === '') return this.objects;
    return this.objects.filter((o) => o.name.toLocaleLowerCase('ru').includes(wanted) || String(o.id) === wanted);
  }

  setFilter(text: string): void {
    this.filter = text;
  }

  /** Store to the configured URL; the page stays with the answer's message, or follows its redirect (this site only). */
  async save(): Promise<void> {
    await this.page.save((values) => this.api.copy(payloadOf(values, this.params)), {
      redirect: (saved) => saved.redirect,
      success: (saved) => saved.message || TEXT.copied(this.form.values.items.length),
    });
  }
}
