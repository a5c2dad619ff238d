import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import { BusyTask } from '@core/busy';
import { ContractFormStore, contractLabel, type Contract } from '@core/contracts';
import { disposers } from '@core/disposers';
import { LatestLoad } from '@core/latestLoad';
import { notify } from '@core/notify';
import { RecordFormState, RecordPageState } from '@core/record';
import type { Mediaplan, MediaplanFormApi, MediaplanPayload, SalesHouseSk } from './api';
import { CampaignCheck } from './campaignCheck';
import { DICTIONARIES, HANDBOOK_ALIASES, type Dictionaries, type DictionaryKey } from './dictionaries';
import type { Choice } from './props';
import type { SelectOption } from '@ui/Select';
import { mediaplanRules } from './rules';
import { AGENCY_CUSTOM, LABEL, TEXT } from './texts';
import { emptyMediaplan, payloadOf, updateOf, valuesOf, type MediaplanValues } from './values';

/** S 4: statuses in which a media plan counts as a booking. */
const BOOKING_STATUSES = ['finished', 'converted'];

export interface MediaplanFormOptions {
  /** null on the create page. */
  id: number | null;
  /** The page of a media plan just created, when the answer names no redirect. */
  editUrl(id: number): string;
  users: Choice[];
  /** The dictionaries the page printed; the others are read from their handbooks as the page loads. */
  dictionaries?: Partial<Dictionaries>;
  /** The plan the page printed (prop `mediaplan`): edited without the chosen GET while it is the plan asked for. */
  given?: Mediaplan | null;
  /** The site prefix of the page links the form shows. */
  urlPath?: string;
}

/**
 * S 2–S 5 media plan form: every field of S 3, the booking panel, the agency / supercom / payer rules, the
 * managers with one owner, participants, the basis document (created through the shared document form)
 * and the guarantee letter; POST …/create or PUT …/update/{id}, then the answer's redirect (this site only).
 */
export class MediaplanFormStore {
  readonly form: RecordFormState<MediaplanValues>;
  readonly page: RecordPageState<MediaplanValues, Partial<Dictionaries>, Mediaplan>;
  /** The dictionaries offered: the page's, else their handbooks'; null: none (the id is typed). */
  dictionaries: Dictionaries;
  /** Users named by the searches (S 7 GET /users/search), for the page that prints no users. */
  readonly foundUsers = new Map<number, string>();
  readonly contract: ContractFormStore;
  /** «Кампания по номеру» (S 7 Campaign find by id), beside the form. */
  readonly campaignCheck: CampaignCheck;
  readonly skLoad = new LatestLoad();
  readonly docsLoad = new LatestLoad();
  readonly upload = new BusyTask();
  status = '';
  author = '';
  /** The plan as loaded (or, after a save, as sent): what an update goes over. */
  source: Readonly<Record<string, unknown>> = {};
  savedName = '';
  sk: SalesHouseSk[] = [];
  documents: Contract[] = [];
  /** The ORD initial contract as last known (the plan's answer, or the one chosen): named by it, not by its id. */
  ordContract: Contract | null = null;
  guaranteeOpen = false;
  guaranteeFile: File | null = null;
  guaranteeError: string | null = null;

  constructor(
    private readonly api: MediaplanFormApi,
    private readonly options: MediaplanFormOptions,
  ) {
    this.form = new RecordFormState<MediaplanValues>(emptyMediaplan(), { rules: () => mediaplanRules(this.isBooking) });
    const given = options.dictionaries ?? {};
    this.dictionaries = Object.fromEntries(DICTIONARIES.map((key) => [key, given[key] ?? null])) as Dictionaries;
    const missing = DICTIONARIES.filter((key) => !given[key]);
    this.page = new RecordPageState(this.form, {
      id: options.id,
      get: (id, signal) => (options.given && options.given.mediaplan_id === id ? Promise.resolve(options.given) : api.get(id, signal)),
      choices: missing.length > 0 ? (signal) => this.loadDictionaries(missing, signal) : undefined,
      apply: (plan, loaded) => {
        this.dictionaries = { ...this.dictionaries, ...loaded };
        if (!plan) return;
        this.form.load(valuesOf(plan));
        this.source = plan.source;
        this.status = plan.status;
        this.author = plan.author;
        this.savedName = plan.name;
        this.ordContract = plan.ord_initial_contract;
      },
    });
    this.campaignCheck = new CampaignCheck(api, options.id, options.urlPath);
    this.contract = new ContractFormStore(api.contracts, {
      extra: () => ({ payer_id: this.form.values.payer_id }),
      onCreated: (doc) => this.documentCreated(doc),
    });
    makeAutoObservable<MediaplanFormStore, 'api' | 'options'>(
      this,
      { form: false, page: false, contract: false, campaignCheck: false, foundUsers: observable, skLoad: false, docsLoad: false, upload: false, api: false, options: false, guaranteeFile: false },
      { autoBind: true },
    );
  }

  get id(): number | null {
    return this.options.id;
  }

  /** S 4: status finished or converted, or is_booking set. */
  get isBooking(): boolean {
    return BOOKING_STATUSES.includes(this.status) || this.form.values.is_booking;
  }

  /** The status alone makes it a booking: the is_booking switch has nothing to say. */
  get bookedByStatus(): boolean {
    return BOOKING_STATUSES.includes(this.status);
  }

  get isCustomAgency(): boolean {
    return this.form.values.agency_id === AGENCY_CUSTOM;
  }

  get showsPayerRecipient(): boolean {
    return this.form.values.supercom_type === 'repayment_to';
  }

  /** The chosen SK the server's list does not name (an old one) stays offered as itself. */
  get skOptions(): Array<{ value: string; label: string }> {
    const chosen = this.form.values.sales_house_sk;
    const options = this.sk.map((row) => ({ value: row.sk, label: row.name || row.sk }));
    return chosen && !options.some((o) => o.value === chosen) ? [...options, { value: chosen, label: chosen }] : options;
  }

  get documentOptions(): Array<{ value: number; label: string }> {
    const chosen = this.form.values.document_id;
    const options = this.documents.map((doc) => ({ value: doc.id, label: contractLabel(doc) }));
    return chosen !== null && !options.some((o) => o.value === chosen) ? [...options, { value: chosen, label: `#${chosen}` }] : options;
  }

  /** The ORD initial contract's id in the form (null: none, or not a whole positive number). */
  get ordContractId(): number | null {
    const id = Number(this.form.values.ord_initial_contract_id.trim() || NaN);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  }

  /** The ORD initial contract itself where the data gives it (the plan's answer, the one chosen, the payer's documents). */
  get ordInitialContract(): Contract | null {
    const id = this.ordContractId;
    if (id === null) return null;
    return [this.ordContract, ...this.documents].find((c) => c?.id === id) ?? null;
  }

  /** The documents' calls (the ORD contract search, GET /hb/docs?search=). */
  get contracts(): MediaplanFormApi['contracts'] {
    return this.api.contracts;
  }

  /** The ORD initial contract chosen (found by the search) or cleared. */
  chooseOrdContract(contract: Contract | null): void {
    if (contract) this.ordContract = contract;
    this.form.set('ord_initial_contract_id', contract ? String(contract.id) : '');
  }

  userName(id: number | null): string {
    return this.options.users.find((u) => u.id === id)?.name ?? (id === null ? undefined : this.foundUsers.get(id)) ?? TEXT.unknownUser(id);
  }

  /** The page printed its users: they are chosen from that list; else by name as typed (S 7 users search). */
  get usersGiven(): boolean {
    return this.options.users.length > 0;
  }

  /** S 7 GET /users/search by name: the options, their names kept for the payer among participants and the confirmations. */
  async searchUsers(name: string, signal: AbortSignal): Promise<SelectOption<number>[]> {
    const options = await this.api.searchUsers(name, signal);
    this.rememberUsers(options);
    return options;
  }

  private rememberUsers(options: SelectOption<number>[]): void {
    for (const o of options) this.foundUsers.set(o.value, o.label);
  }

  /** A user id as a select's known option: its name when known, else its number. */
  userOption(id: number): SelectOption<number> {
    return { value: id, label: this.userName(id) };
  }

  /**
   * The handbooks of the dictionaries the page did not print, together (optional calls): one that fails or is
   * empty is null, its id typed; an aborted load (the page closed) stays aborted.
   */
  private async loadDictionaries(keys: DictionaryKey[], signal: AbortSignal): Promise<Partial<Dictionaries>> {
    const answers = await Promise.allSettled(keys.map((key) => this.api.dictionary(HANDBOOK_ALIASES[key], signal)));
    if (signal.aborted) throw new DOMException('aborted', 'AbortError');
    return Object.fromEntries(keys.map((key, i) => {
      const answer = answers[i];
      return [key, answer?.status === 'fulfilled' && answer.value.length > 0 ? answer.value : null];
    }));
  }

  /** The SK of the chosen sales house and the payer's documents follow their choice for the page's life. */
  start(): () => void {
    return disposers(
      this.page.start(),
      reaction(() => this.form.values.sales_house_id, this.loadSk, { fireImmediately: true }),
      reaction(() => this.form.values.payer_id, this.loadDocuments, { fireImmediately: true }),
      () => this.skLoad.stop(),
      () => this.docsLoad.stop(),
      () => this.campaignCheck.stop(),
    );
  }

  private loadSk(salesHouseId: number | null): void {
    if (salesHouseId === null) {
      this.skLoad.settle(() => (this.sk = []));
      return;
    }
    void this.skLoad.run((signal) => this.api.salesHouseSk(salesHouseId, signal), (rows) => (this.sk = rows));
  }

  private loadDocuments(payerId: number | null): void {
    if (payerId === null) {
      this.docsLoad.settle(() => (this.documents = []));
      return;
    }
    void this.docsLoad.run((signal) => this.api.contracts.search({ payer_id: payerId }, signal), (docs) => (this.documents = docs));
  }

  chooseSalesHouse(id: number | null): void {
    if (id === this.form.values.sales_house_id) return;
    this.form.set('sales_house_id', id);
    this.form.set('sales_house_sk', null);
  }

  /** S 4: an agency ≤ 0 (none, or one of its own name) clears the supercom. */
  chooseAgency(id: number | null): void {
    this.form.set('agency_id', id);
    if (id !== null && id <= 0) {
      this.form.set('supercom', '0');
      this.form.set('supercom_type', 'none');
      this.form.set('supercom_payer_id', null);
    }
  }

  /** S 4: another payer, another document. */
  choosePayer(id: number | null): void {
    if (id === this.form.values.payer_id) return;
    this.form.set('payer_id', id);
    this.form.set('document_id', null);
  }

  /** The row's manager; the owner follows the row it was. */
  chooseManager(index: number, id: number | null): void {
    const row = this.form.values.managers[index];
    if (!row) return;
    const wasOwner = row.manager_id !== null && row.manager_id === this.form.values.manager_id;
    this.form.set(`managers.${index}.manager_id`, id);
    if (wasOwner) this.form.set('manager_id', id ?? 0);
  }

  makeOwner(index: number): void {
    const id = this.form.values.managers[index]?.manager_id;
    if (id !== null && id !== undefined) this.form.set('manager_id', id);
  }

  isOwner(index: number): boolean {
    const id = this.form.values.managers[index]?.manager_id;
    return id !== null && id !== undefined && id === this.form.values.manager_id;
  }

  /** Asks ('… Не забудьте сохранить.'); removing the owner resets it to 0. */
  async removeManager(index: number): Promise<void> {
    const row = this.form.values.managers[index];
    if (!row) return;
    const name = row.manager_id === null ? `${LABEL.manager} ${index + 1}` : this.userName(row.manager_id);
    if (!(await notify.confirm(TEXT.removeManagerQuestion(name), { danger: true }))) return;
    const wasOwner = this.isOwner(index);
    this.form.removeRow('managers', index);
    if (wasOwner) this.form.set('manager_id', 0);
  }

  /** Asks ('… Не забудьте сохранить.'); the payer among the participants goes with its row. */
  async removeParticipant(index: number): Promise<void> {
    const row = this.form.values.params.additional_participants[index];
    if (!row) return;
    const name = row.id === null ? `${LABEL.participant} ${index + 1}` : this.userName(row.id);
    if (!(await notify.confirm(TEXT.removeParticipantQuestion(name), { danger: true }))) return;
    this.form.removeRow('params.additional_participants', index);
    if (row.id !== null && row.id === this.form.values.params.payer_user_id && !this.form.values.params.additional_participants.some((p) => p.id === row.id)) {
      this.form.set('params.payer_user_id', null);
    }
  }

  /** The participants chosen, as the options of the payer among them. */
  get participantOptions(): Array<{ value: number; label: string }> {
    const seen = new Set<number>();
    return this.form.values.params.additional_participants.flatMap((p) => {
      if (p.id === null || seen.has(p.id)) return [];
      seen.add(p.id);
      return [{ value: p.id, label: this.userName(p.id) }];
    });
  }

  /** S 5: 'Необходимо выбрать плательщика!' before a document can be added. */
  openDocumentForm(): void {
    if (this.form.values.payer_id === null) {
      notify.error(TEXT.needPayer);
      return;
    }
    this.contract.show({ name_customer: this.userName(this.form.values.payer_id) });
  }

  /** The created document joins the payer's list and becomes the basis document. */
  documentCreated(doc: Contract): void {
    this.documents = [doc, ...this.documents.filter((d) => d.id !== doc.id)];
    this.form.set('document_id', doc.id);
  }

  openGuarantee(): void {
    this.guaranteeFile = null;
    this.guaranteeError = null;
    this.guaranteeOpen = true;
  }

  closeGuarantee(): void {
    if (!this.upload.running) this.guaranteeOpen = false;
  }

  chooseGuaranteeFile(file: File | null): void {
    this.guaranteeFile = file;
    this.guaranteeError = null;
  }

  /** Ours: POST …/{id}/guarantee-letter (multipart file); the modal closes with the toast. */
  async uploadGuarantee(): Promise<void> {
    const id = this.id;
    const file = this.guaranteeFile;
    if (id === null) return;
    if (!file) {
      this.guaranteeError = TEXT.guaranteeNeedFile;
      return;
    }
    const done = await this.upload.run(async () => {
      const message = await this.api.uploadGuaranteeLetter(id, file);
      notify.success(message || TEXT.guaranteeDone);
      return true;
    });
    if (done)
      runInAction(() => {
        this.guaranteeOpen = false;
      });
  }

  /** Create or update; then the answer's redirect (this site only), else a created plan's own page, else the toast. */
  async save(): Promise<void> {
    const id = this.id;
    let sent: MediaplanPayload | null = null;
    const call = (values: MediaplanValues) => {
      if (id === null) return this.api.create(payloadOf(values));
      sent = updateOf(values, this.source);
      return this.api.update(id, sent);
    };
    await this.page.save(call, {
      redirect: (saved) => saved.redirect,
      leaveTo: (saved) => (id === null && saved.id !== null ? this.options.editUrl(saved.id) : null),
      saved: () => {
        this.savedName = this.form.values.name.trim();
        // What was sent is stored now (a bare {success: true} says no more): the next save goes over it.
        if (sent) this.source = { ...sent };
      },
    });
  }
}
