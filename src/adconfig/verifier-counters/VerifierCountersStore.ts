import { makeAutoObservable, reaction } from 'mobx';
import { bindAddModal, requestAddModal } from '@core/crud/addModalHash';
import { CrudFormStore } from '@core/crud/CrudFormStore';
import { CrudListStore } from '@core/crud/CrudListStore';
import { disposers } from '@core/disposers';
import { HashState } from '@core/hash';
import { LatestLoad } from '@core/latestLoad';
import type { LoadState } from '@core/loadState';
import type { Choice, VerifierCounter, VerifierCounterInput, VerifierCountersApi } from './api';
import { hashSchema } from './hash';
import { PricesStore } from './PricesStore';
import { ROW_LABELS, TEXTS } from './texts';

/** The modal's main values as its controls hold them ('' = none chosen). */
export interface CounterValues {
  name: string;
  verifier_id: string;
  unit_type: string;
  description: string;
}

export type CounterTab = 'main' | 'prices';

const EMPTY: CounterValues = { name: '', verifier_id: '', unit_type: '', description: '' };

/** A 2 Verifier counters: the table, the modal (main settings and prices), the verifiers and unit types it offers. */
/** The loaded counter's fields a save sends back as they came: all but `todayPrice` (the prices tab's, not the counter's). */
function keptOf(row: VerifierCounter | null): Record<string, unknown> {
  const { todayPrice: _price, ...kept } = row?.source ?? {};
  return kept;
}

export class VerifierCountersStore {
  readonly filters = new HashState(hashSchema);
  readonly table: CrudListStore<VerifierCounter, VerifierCounterInput>;
  readonly editor: CrudFormStore<VerifierCounter, CounterValues, VerifierCounterInput>;
  // References (deep: false below): a dictionary of thousands is replaced whole, never made observable choice by choice.
  verifiers: Choice[] = [];
  unitTypes: Choice[] = [];
  private readonly choices = new LatestLoad();
  tab: CounterTab = 'main';
  /** The prices of the counter being edited; null while creating or closed. */
  prices: PricesStore | null = null;

  constructor(private readonly api: VerifierCountersApi) {
    this.table = new CrudListStore(api.counters, {
      confirmDelete: (row) => ({ message: TEXTS.deleteQuestion, title: ROW_LABELS.deleteTitle(row) }),
    });
    this.editor = new CrudFormStore(api.counters, {
      empty: () => ({ ...EMPTY }),
      fromRow: (row) => ({ name: row.name, verifier_id: row.verifier_id === null ? '' : String(row.verifier_id), unit_type: row.unit_type, description: row.description }),
      // An edited counter goes back as it was loaded (but today's price, a view of its prices) with the modal's fields over it.
      toInput: (values, row) => ({
        ...keptOf(row),
        name: values.name.trim(),
        verifier_id: values.verifier_id === '' ? null : Number(values.verifier_id),
        unit_type: values.unit_type,
        description: values.description.trim(),
      }),
      // A 5: name, verifier and unit type required.
      rules: {
        name: [{ rule: 'required', message: TEXTS.required(TEXTS.name) }],
        verifier_id: [{ rule: 'required', message: TEXTS.required(TEXTS.verifier) }],
        unit_type: [{ rule: 'required', message: TEXTS.required(TEXTS.unitType) }],
      },
      onSaved: () => this.table.reload(),
      // Prices typed on the prices tab are saved apart from the form: they count as unsaved edits too.
      otherEdits: () => this.prices?.hasEdits ?? false,
    });
    makeAutoObservable<VerifierCountersStore, 'api' | 'choices'>(this, { api: false, choices: false, filters: false, table: false, editor: false }, { autoBind: true, deep: false });
  }

  /** The verifiers and unit types the modal offers. */
  get choicesState(): LoadState {
    return this.choices.state;
  }

  /** The names by value, for the table's cells (a row looks its name up, not through the whole dictionary). */
  get verifierNames(): Map<string, string> {
    return new Map(this.verifiers.map((v) => [v.value, v.label]));
  }

  get unitNames(): Map<string, string> {
    return new Map(this.unitTypes.map((u) => [u.value, u.label]));
  }

  verifierName(id: number | null): string {
    if (id === null) return '';
    return this.verifierNames.get(String(id)) ?? `#${id}`;
  }

  unitName(unit: string): string {
    return this.unitNames.get(unit) ?? unit;
  }

  setTab(tab: CounterTab): void {
    // A 4 by analogy with mix tasks: a counter's prices exist once the counter does.
    this.tab = tab === 'prices' && this.prices === null ? 'main' : tab;
  }

  add(): void {
    requestAddModal(this.filters);
  }

  /** GET verifiers and GET unit-types, for the modal's selects and the table's names. */
  loadChoices(): Promise<void> {
    return this.choices.run(
      () => Promise.all([this.api.verifiers(), this.api.unitTypes()]),
      ([verifiers, unitTypes]) => {
        this.verifiers = verifiers;
        this.unitTypes = unitTypes;
      },
    );
  }

  /** The hash, the list, the add modal following #new, the prices following the counter opened. */
  start(): () => void {
    void this.loadChoices();
    return disposers(
      this.filters.start(),
      this.table.start(),
      bindAddModal(this.filters, this.editor),
      reaction(
        () => (this.editor.isOpen ? (this.editor.editing?.id ?? null) : null),
        (id) => {
          this.prices = id === null ? null : new PricesStore(this.api, id);
          this.tab = 'main';
        },
      ),
      this.choices.stop,
    );
  }
}
