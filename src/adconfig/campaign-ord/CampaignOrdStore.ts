import { makeAutoObservable, observable, runInAction } from 'mobx';
import { BusyTask } from '@core/busy';
import { ContractFormStore, type Contract } from '@core/contracts';
import { formatDate } from '@core/format';
import { notify } from '@core/notify';
import { RecordFormState, RecordPageState, type BoundForm } from '@core/record';
import type { CampaignOrd, CampaignOrdApi, ContractRef, OrdPeriod } from './api';
import { NotifyStore } from './NotifyStore';
import { OrdLock } from './OrdLock';
import { PeriodModalStore } from './PeriodModalStore';
import { TEXT } from './texts';
import { emptySettings, hasOrdData, settingsOf, settingsPayload, type SettingsValues } from './values';

export type ContractField = 'ord_initial_contract_id' | 'ord_final_contract_id';

/** Which form's contract field a contract created now goes to. */
interface CreateTarget {
  form: BoundForm;
  field: ContractField;
}

/**
 * A 2 / A 4 campaign ORD: the settings (POST {campaign_id}), split into periods and joined back (confirmed), the
 * period modal, the notify modal; forms locked once contracts or ids are set; contracts searched and created.
 */
export class CampaignOrdStore {
  readonly form = new RecordFormState<SettingsValues>(emptySettings());
  readonly page: RecordPageState<SettingsValues, undefined, [CampaignOrd, OrdPeriod[]]>;
  readonly lock = new OrdLock();
  readonly period: PeriodModalStore;
  readonly notifier: NotifyStore;
  readonly contract: ContractFormStore;
  readonly busy = new BusyTask();
  campaign: CampaignOrd | null = null;
  periods: OrdPeriod[] = [];
  /** Every contract met (answers, searches, created), to name a chosen id. */
  readonly contracts = observable.map<number, Contract>();
  private createTarget: CreateTarget | null = null;

  constructor(
    private readonly api: CampaignOrdApi,
    readonly id: number,
  ) {
    this.page = new RecordPageState(this.form, {
      record: (signal) => Promise.all([api.campaign(id, signal), api.periods(id, signal)]),
      apply: (loaded) => {
        if (!loaded) return;
        const [campaign, periods] = loaded;
        this.campaign = campaign;
        this.applyPeriods(periods);
        this.remember(campaign.ord_initial_contract, campaign.ord_final_contract);
        const values = settingsOf(campaign);
        this.form.load(values, null, campaign.stored);
        this.lock.lockIf(hasOrdData(values, values.ord_id));
      },
    });
    this.period = new PeriodModalStore(
      (periodId, payload) => (periodId === null ? api.addPeriod(id, payload) : api.updatePeriod(periodId, payload)),
      (message) => void this.periodSaved(message),
    );
    this.notifier = new NotifyStore((body) => api.notify(id, body));
    this.contract = new ContractFormStore(api.contracts, { contractor: true, onCreated: (created) => this.contractCreated(created) });
    makeAutoObservable<CampaignOrdStore, 'api' | 'createTarget'>(
      this,
      { form: false, page: false, lock: false, period: false, notifier: false, contract: false, busy: false, contracts: false, api: false, id: false, createTarget: false },
      { autoBind: true },
    );
  }

  get contractsApi(): CampaignOrdApi['contracts'] {
    return this.api.contracts;
  }

  get isPeriods(): boolean {
    return this.campaign?.is_ord_periods ?? false;
  }

  private applyPeriods(periods: OrdPeriod[]): void {
    this.periods = periods;
    for (const p of periods) this.remember(p.ord_initial_contract, p.ord_final_contract);
  }

  private remember(...refs: ContractRef[]): void {
    for (const ref of refs) if (ref.contract) this.contracts.set(ref.contract.id, ref.contract);
  }

  contractOf(id: number | null): Contract | null {
    return id === null ? null : (this.contracts.get(id) ?? null);
  }

  /** A contract chosen in a picker (null: cleared). */
  choose(form: BoundForm, field: ContractField, contract: Contract | null): void {
    if (contract) this.contracts.set(contract.id, contract);
    form.set(field, contract?.id ?? null);
  }

  /** The document form, its contract to go to `field` of `form` once created (VAT 20 % by default). */
  createFor(form: BoundForm, field: ContractField): void {
    this.createTarget = { form, field };
    this.contract.show();
  }

  private contractCreated(created: Contract): void {
    const target = this.createTarget;
    this.createTarget = null;
    if (target) this.choose(target.form, target.field, created);
    else this.contracts.set(created.id, created);
  }

  periodDates(period: OrdPeriod): string {
    return `${formatDate(period.date_begin) || '…'} — ${formatDate(period.date_end) || '…'}`;
  }

  /** POST {campaign_id}: the settings; the form locks again once they hold contracts or ids. */
  async save(): Promise<void> {
    const saved = await this.page.save(async (values) => ({ message: await this.api.save(this.id, this.form.sendBack(settingsPayload(values))) }), { success: (s) => s.message });
    if (saved) this.lock.lockIf(hasOrdData(this.form.values, this.form.values.ord_id));
  }

  /**
   * The current settings become one period from the campaign's start to today. The settings reload after it, so
   * edits not saved are named in a question first (issue 43); declined, nothing is sent and they stay.
   */
  async split(): Promise<void> {
    if (this.busy.running) return;
    if (this.form.dirty && !(await notify.confirm(TEXT.splitUnsavedQuestion, { danger: true, confirmLabel: TEXT.split }))) return;
    await this.busy.run(async () => {
      notify.success((await this.api.split(this.id)) || TEXT.done);
      await this.page.load();
      return true;
    });
  }

  /** Every period deleted (asked first; the question names edits not saved, which the reload drops). */
  async join(): Promise<void> {
    if (this.busy.running) return;
    const question = this.form.dirty ? `${TEXT.unsavedLost} ${TEXT.joinQuestion}` : TEXT.joinQuestion;
    if (!(await notify.confirm(question, { danger: true, confirmLabel: TEXT.join }))) return;
    await this.busy.run(async () => {
      notify.success((await this.api.join(this.id)) || TEXT.done);
      await this.page.load();
      return true;
    });
  }

  async deletePeriod(period: OrdPeriod): Promise<void> {
    if (!(await notify.confirm(TEXT.deleteQuestion(this.periodDates(period)), { danger: true }))) return;
    await this.busy.run(async () => {
      notify.success((await this.api.deletePeriod(period.id)) || TEXT.done);
      await this.reloadPeriods();
      return true;
    });
  }

  private async periodSaved(message: string | undefined): Promise<void> {
    notify.success(message || undefined);
    await this.busy.run(async () => {
      await this.reloadPeriods();
      return true;
    });
  }

  private async reloadPeriods(): Promise<void> {
    const periods = await this.api.periods(this.id);
    runInAction(() => this.applyPeriods(periods));
  }
}
