import { makeAutoObservable, runInAction } from 'mobx';
import { DISCARD_QUESTION } from '../crud/CrudFormStore';
import { notify } from '../notify';
import { numberOf, numeric, RecordFormState, required, type PathRules, type RuleFn } from '../record';
import type { ContractsApi } from './api';
import type { Contract } from './decoders';
import { InnLookup, isValidInn } from './inn';
import { CONTRACT_LABEL, CONTRACT_TEXT, CONTRACT_TYPES } from './texts';

/** The document as typed: its text fields as the document has them, the amount as text (nothing typed is lost). */
export type ContractValues = Pick<Contract, 'type' | 'name' | 'doc_number' | 'date_signed' | 'name_customer' | 'inn' | 'name_contractor' | 'inn_contractor' | 'is_vat'> & {
  amount: string;
};

/** The name field each INN field's lookup fills. */
export type NameField = 'name_customer' | 'name_contractor';

export interface ContractFormOptions {
  /** With the contractor's name and INN (A 3 ORD contracts) or the customer's only (S 3 basis document). */
  contractor?: boolean;
  /** The document types offered (default CONTRACT_TYPES). */
  types?: ReadonlyArray<{ value: string; label: string }>;
  /** What the POST carries besides the document (the payer of the media plan). */
  extra?: () => Record<string, unknown>;
  /** The created document: the screen chooses it. */
  onCreated(contract: Contract): void;
}

const innRule =
  (message: string): RuleFn =>
  (value) => {
    const text = String(value ?? '').trim();
    return text === '' || isValidInn(text) ? null : message;
  };

function emptyContract(type: string): ContractValues {
  // A 3: VAT 20 % by default.
  return { type, name: '', doc_number: '', date_signed: '', name_customer: '', inn: '', name_contractor: '', inn_contractor: '', amount: '', is_vat: true };
}

/**
 * The document form of a modal (POST /hb/docs) with its INN info modal: opened empty (or with what the
 * screen knows), validated, created once, then handed to the screen, which chooses it.
 */
export class ContractFormStore {
  open = false;
  readonly form: RecordFormState<ContractValues>;
  readonly inn: InnLookup<NameField>;

  constructor(
    private readonly api: ContractsApi,
    private readonly options: ContractFormOptions,
  ) {
    this.form = new RecordFormState<ContractValues>(emptyContract(this.types[0]?.value ?? ''), { rules: () => this.rules });
    this.inn = new InnLookup<NameField>((inn, signal) => api.innInfo(inn, signal));
    makeAutoObservable<ContractFormStore, 'api' | 'options'>(this, { form: false, inn: false, api: false, options: false }, { autoBind: true });
  }

  get types(): ReadonlyArray<{ value: string; label: string }> {
    return this.options.types ?? CONTRACT_TYPES;
  }

  get contractor(): boolean {
    return this.options.contractor === true;
  }

  private get rules(): PathRules {
    const need = (name: string) => required(CONTRACT_TEXT.required(name));
    const rules: PathRules = {
      type: [need(CONTRACT_LABEL.type)],
      doc_number: [need(CONTRACT_LABEL.doc_number)],
      date_signed: [need(CONTRACT_LABEL.date_signed)],
      name_customer: [need(CONTRACT_LABEL.name_customer)],
      inn: [need(CONTRACT_LABEL.inn), innRule(CONTRACT_TEXT.innInvalid)],
      amount: [numeric(CONTRACT_TEXT.amount)],
    };
    if (this.contractor) {
      rules.name_contractor = [need(CONTRACT_LABEL.name_contractor)];
      rules.inn_contractor = [need(CONTRACT_LABEL.inn_contractor), innRule(CONTRACT_TEXT.innInvalid)];
    }
    return rules;
  }

  /** Opens the form empty, with `prefill` (what the screen already knows: the customer's name). */
  show(prefill: Partial<ContractValues> = {}): void {
    this.form.load({ ...emptyContract(this.types[0]?.value ?? ''), ...prefill });
    this.open = true;
  }

  /** Typed into since it opened (the screen's prefill is not an edit). */
  get dirty(): boolean {
    return this.open && this.form.dirty;
  }

  /** Cancel, Escape, the backdrop, the close button: with anything typed, asks first; true when closed. */
  async requestClose(): Promise<boolean> {
    if (this.form.saving) return false;
    if (this.dirty && !(await notify.confirm(DISCARD_QUESTION, { confirmLabel: 'Закрыть', cancelLabel: 'Вернуться к форме' }))) return false;
    this.hide();
    return true;
  }

  /** Closes without asking (once the document is created, or when asked and answered). */
  hide(): void {
    if (this.form.saving) return;
    this.inn.hide();
    this.open = false;
  }

  /** The INN info modal for the customer's or the contractor's INN. */
  lookup(field: NameField): void {
    void this.inn.show(this.form.text(field === 'name_customer' ? 'inn' : 'inn_contractor'), field);
  }

  /** The found name into the field that asked; the info modal closes. */
  useFoundName(): void {
    const { field, info } = this.inn;
    if (field && info) this.form.set(field, info.name || info.full_name);
    this.inn.hide();
  }

  /** POST /hb/docs; the created document goes to the screen and the modal closes. A failure keeps everything typed. */
  async save(): Promise<void> {
    const created = await this.form.submit((values) =>
      this.api.create({
        type: values.type,
        name: values.name.trim(),
        doc_number: values.doc_number.trim(),
        date_signed: values.date_signed || null,
        name_customer: values.name_customer.trim(),
        inn: values.inn.trim(),
        ...(this.contractor ? { name_contractor: values.name_contractor.trim(), inn_contractor: values.inn_contractor.trim() } : {}),
        amount: numberOf(values.amount),
        is_vat: values.is_vat ? 1 : 0,
        ...this.options.extra?.(),
      }),
    { success: CONTRACT_TEXT.created });
    if (created === undefined) return;
    this.options.onCreated(created);
    runInAction(() => {
      this.open = false;
    });
  }
}
