import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { bindAddModal, requestAddModal } from '@core/crud/addModalHash';
import { CrudFormStore } from '@core/crud/CrudFormStore';
import { CrudListStore } from '@core/crud/CrudListStore';
import { disposers } from '@core/disposers';
import { HashState } from '@core/hash';
import { isAborted } from '@core/http';
import { LoadOnce } from '@core/loadOnce';
import { notify } from '@core/notify';
import { typeVat, type VatSide } from '@sales/shared/vat/vatAmounts';
import { AGENT_REPORT, type ClosingDocument, type ClosingDocumentInput, type ClosingDocumentsApi } from './api';
import { hashSchema } from './hash';
import { checkDocument, documentRules } from './rules';
import { ROW_LABELS, TEXTS } from './texts';
import { emptyDocument, inputOf, VAT_BLOCKS, valuesOf, type DocumentValues } from './values';

export type VatBlock = keyof typeof VAT_BLOCKS;

/** S 2 closing documents of a media plan: the acts' table (delete confirmed), the add / edit modal with its VAT blocks and unit cost. */
export class ClosingDocumentsStore {
  readonly filters = new HashState(hashSchema);
  readonly table: CrudListStore<ClosingDocument, ClosingDocumentInput>;
  readonly editor: CrudFormStore<ClosingDocument, DocumentValues, ClosingDocumentInput>;
  /** unit-cost-all: the sales models and their unit costs, asked for once, when the modal first opens. */
  readonly salesModels: LoadOnce<Record<string, number>>;
  /** The sales model whose unit cost the modal asks for. */
  salesModel = '';
  unitCostLoading = false;
  /** Why the unit cost was not asked for (no period, no model), under its button. */
  unitCostProblem: string | null = null;
  private unitCostCall: AbortController | null = null;

  constructor(private readonly api: ClosingDocumentsApi) {
    this.table = new CrudListStore(api, {
      confirmDelete: (row) => ({ message: TEXTS.deleteQuestion, title: ROW_LABELS.deleteTitle(row), danger: true }),
    });
    this.editor = new CrudFormStore(api, {
      empty: () => emptyDocument(),
      fromRow: valuesOf,
      toInput: inputOf,
      rules: documentRules,
      check: checkDocument,
      onSaved: () => this.table.reload(),
    });
    this.salesModels = new LoadOnce((signal) => api.unitCostAll(signal), {});
    makeAutoObservable<ClosingDocumentsStore, 'api' | 'unitCostCall'>(this, { filters: false, table: false, editor: false, salesModels: false, api: false, unitCostCall: false }, { autoBind: true });
  }

  get isAgentReport(): boolean {
    return this.editor.form.values.type_id === AGENT_REPORT;
  }

  /** The models offered: unit-cost-all's, and those the act already has a cost for. */
  get modelOptions(): string[] {
    return [...new Set([...Object.keys(this.salesModels.value), ...Object.keys(this.editor.form.values.unit_costs)])];
  }

  /** An amount or a rate typed into one of the three blocks: the block's other amounts follow (S 5). */
  typeAmount(block: VatBlock, side: VatSide, text: string): void {
    typeVat(this.editor.form, VAT_BLOCKS[block], side, text);
  }

  chooseModel(model: string): void {
    this.salesModel = model;
    this.unitCostProblem = null;
  }

  /** GET unit-cost/{salesModel} for the act's period: the act's unit cost and its entry in unit_costs. */
  async calculateUnitCost(): Promise<void> {
    const { date_begin, date_end } = this.editor.form.values;
    const model = this.salesModel;
    if (!model) return this.setProblem(TEXTS.needModel);
    if (!date_begin || !date_end) return this.setProblem(TEXTS.needPeriod);
    this.unitCostCall?.abort();
    const call = new AbortController();
    this.unitCostCall = call;
    this.unitCostProblem = null;
    this.unitCostLoading = true;
    try {
      const cost = await this.api.unitCost(model, { date_begin, date_end }, call.signal);
      runInAction(() => {
        if (cost === null) {
          this.unitCostProblem = TEXTS.noUnitCost;
          return;
        }
        const form = this.editor.form;
        form.set('unit_cost', String(cost));
        form.set('unit_costs', { ...form.values.unit_costs, [model]: cost });
      });
    } catch (error) {
      if (!isAborted(error)) notify.error(error);
    } finally {
      runInAction(() => {
        if (this.unitCostCall === call) {
          this.unitCostLoading = false;
          this.unitCostCall = null;
        }
      });
    }
  }

  private setProblem(text: string): void {
    this.unitCostProblem = text;
  }

  /** 'Добавить акт': the add modal, kept in the hash as #new so it can be linked to. */
  add(): void {
    requestAddModal(this.filters);
  }

  /** The hash, the list, the add modal following #new, the sales models once the modal opens; the disposer (useStarted). */
  start(): () => void {
    return disposers(
      this.filters.start(),
      this.table.start(),
      bindAddModal(this.filters, this.editor),
      reaction(
        () => this.editor.isOpen,
        (open) => {
          if (!open) return this.stopUnitCost();
          const known = Object.keys(this.editor.form.values.unit_costs);
          this.chooseModel(known.length === 1 ? known[0] : '');
          void this.salesModels.load();
        },
        { fireImmediately: true },
      ),
      () => this.salesModels.stop(),
      () => this.stopUnitCost(),
    );
  }

  private stopUnitCost(): void {
    this.unitCostCall?.abort();
    this.unitCostCall = null;
    this.unitCostLoading = false;
    this.unitCostProblem = null;
  }
}
