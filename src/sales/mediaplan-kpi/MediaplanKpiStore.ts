import { makeAutoObservable, runInAction } from 'mobx';
import { BusyKeys } from '@core/busy';
import type { LoadState } from '@core/loadState';
import type { Change, ChangeSet } from '@core/grid/ChangeSet';
import { ChangeSets } from '@core/grid/ChangeSets';
import { HashState } from '@core/hash';
import { notify } from '@core/notify';
import type { Compare, Indicator, KpiType, MediaplanKpiApi, PlanCampaign, PlanHeader, PlanLine } from './api';
import { hashSchema } from './hash';
import { ALL_CAMPAIGNS, defaultCompare, diffOf, draftOptions, entriesOf, lineErrors, linesAfterDiff, type LineDraft } from './planDraft';
import { TEXTS } from './texts';

/** A campaign's ChangeSet key in the ChangeSets (one per campaign, as the grid kind keeps one per tab). */
type CampaignKey = `${number}`;
const keyOf = (campaignId: number): CampaignKey => `${campaignId}`;

/**
 * S 2 media plan KPI: the plan's lines per campaign, and the per-campaign modal where its quality and
 * quantity indicators are edited (compare, plan, the campaigns to apply to). Each campaign's edits are a
 * ChangeSet of line drafts; the save sends the changed lines only (save-diff), expanded to their
 * campaigns, and the answer becomes the stored plan. Removing a stored indicator is confirmed and is an
 * edit of the modal like the others: sent with an empty plan by its Save, undone by 'Отмена'.
 */
export class MediaplanKpiStore {
  readonly filters = new HashState(hashSchema);
  readonly drafts = new ChangeSets<CampaignKey, number, LineDraft>(draftOptions((kpiId) => this.kpiName(kpiId)));
  state: LoadState = 'loading';
  name = '';
  campaigns: PlanCampaign[] = [];
  indicators: Indicator[] = [];
  lines: PlanLine[] = [];
  /** The messages that stopped the open campaign's save (S 5). */
  errors: string[] = [];
  private readonly saving = new BusyKeys<number>();

  constructor(
    private readonly api: MediaplanKpiApi,
    readonly mediaplanId: number | null,
    /** What the page printed (prop `mediaplan`): its name and every campaign, a new plan's too (audit images-kpi #4). */
    private readonly given: PlanHeader | null = null,
  ) {
    makeAutoObservable<MediaplanKpiStore, 'api' | 'saving' | 'given'>(this, { api: false, filters: false, drafts: false, saving: false, mediaplanId: false, given: false }, { autoBind: true });
  }

  kpiName(kpiId: number): string {
    return this.indicators.find((k) => k.id === kpiId)?.name ?? this.lines.find((l) => l.kpi_id === kpiId)?.kpi_name ?? `#${kpiId}`;
  }

  indicator(kpiId: number): Indicator | undefined {
    return this.indicators.find((k) => k.id === kpiId);
  }

  /** The campaign whose modal is open (the hash's c, when the plan has it). */
  get openCampaign(): PlanCampaign | null {
    const id = this.filters.values.c;
    return this.campaigns.find((c) => c.id === id) ?? null;
  }

  linesOfCampaign(campaignId: number): PlanLine[] {
    const order = (line: PlanLine) => (this.indicator(line.kpi_id)?.kpi_type === 'quantity' ? 1 : 0);
    return this.lines.filter((l) => l.campaign_id === campaignId).sort((a, b) => order(a) - order(b));
  }

  draftsOf(campaignId: number): ChangeSet<number, LineDraft> {
    return this.drafts.of(keyOf(campaignId));
  }

  isDirty(campaignId: number): boolean {
    return this.drafts.dirty(keyOf(campaignId));
  }

  get anyDirty(): boolean {
    return this.drafts.anyDirty;
  }

  isSaving(campaignId: number): boolean {
    return this.saving.has(campaignId);
  }

  /** The indicators of a type the campaign has in its modal (stored or added), in the indicators' order. */
  rowsOf(campaignId: number, type: KpiType): Indicator[] {
    const drafts = this.draftsOf(campaignId);
    return this.indicators.filter((k) => k.kpi_type === type && drafts.value(k.id).present);
  }

  /** The indicators of a type that can still be added; none left: 'Все показатели добавлены в таблицу.' */
  addableOf(campaignId: number, type: KpiType): Indicator[] {
    const drafts = this.draftsOf(campaignId);
    return this.indicators.filter((k) => k.kpi_type === type && !drafts.value(k.id).present);
  }

  factOf(campaignId: number, kpiId: number): number | null {
    return this.lines.find((l) => l.campaign_id === campaignId && l.kpi_id === kpiId)?.fact ?? null;
  }

  hasStoredLine(campaignId: number, kpiId: number): boolean {
    return this.lines.some((l) => l.campaign_id === campaignId && l.kpi_id === kpiId);
  }

  open(campaignId: number): void {
    this.errors = [];
    this.filters.set({ c: campaignId }, 'replace');
  }

  /** Closing with unsaved edits asks first; closing drops them (as every modal of the app does). */
  async requestClose(): Promise<boolean> {
    const campaign = this.openCampaign;
    if (!campaign) return true;
    if (this.isSaving(campaign.id)) return false;
    if (this.isDirty(campaign.id) && !(await notify.confirm(TEXTS.discard, { confirmLabel: 'Закрыть', cancelLabel: 'Вернуться к форме' }))) return false;
    this.close();
    return true;
  }

  close(): void {
    const campaign = this.openCampaign;
    if (campaign) this.draftsOf(campaign.id).revertAll();
    this.errors = [];
    if (this.filters.values.c !== null) this.filters.set({ c: null }, 'replace');
  }

  private edit(campaignId: number, kpiId: number, patch: Partial<LineDraft>): void {
    const drafts = this.draftsOf(campaignId);
    drafts.set(kpiId, { ...drafts.value(kpiId), ...patch });
    this.errors = [];
  }

  addLine(campaignId: number, kpiId: number): void {
    const indicator = this.indicator(kpiId);
    if (!indicator) return;
    this.edit(campaignId, kpiId, { present: true, compare: defaultCompare(indicator), plan: '', applyTo: [campaignId] });
  }

  setCompare(campaignId: number, kpiId: number, compare: Compare): void {
    this.edit(campaignId, kpiId, { compare });
  }

  setPlan(campaignId: number, kpiId: number, plan: string): void {
    this.edit(campaignId, kpiId, { plan });
  }

  /** S 3 apply_to: 'Все кампании' (-1) stands for every campaign; choosing one campaign leaves 'all'. */
  toggleTarget(campaignId: number, kpiId: number, target: number, on: boolean): void {
    const current = this.draftsOf(campaignId).value(kpiId).applyTo;
    let next: number[];
    if (target === ALL_CAMPAIGNS) next = on ? [ALL_CAMPAIGNS] : [];
    else next = on ? [...current.filter((id) => id !== ALL_CAMPAIGNS), target] : current.filter((id) => id !== target);
    this.edit(campaignId, kpiId, { applyTo: next });
  }

  async load(): Promise<void> {
    const id = this.mediaplanId;
    if (id === null) {
      this.state = 'failed';
      notify.error(TEXTS.noMediaplan);
      return;
    }
    this.state = 'loading';
    try {
      const data = await this.api.load(id);
      // The page's campaigns first (the spec names only the lines in the GET); else the answer's own, else the lines'.
      const given = this.given;
      const campaigns = given && given.campaigns.length > 0 ? given.campaigns : data.campaigns;
      runInAction(() => {
        this.name = given?.name || data.name;
        this.campaigns = campaigns;
        this.indicators = data.indicators;
        this.lines = data.lines;
        for (const campaign of campaigns) this.draftsOf(campaign.id).load(entriesOf(data.lines, campaign.id));
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
      });
      notify.error(error);
    }
  }

  /** The answer is the whole plan: every campaign's stored lines; the saved campaign's sent edits are done, others' edits stay. */
  private applyLines(lines: PlanLine[], savedCampaign: number | null, sent: Change<number, LineDraft>[]): void {
    this.lines = lines;
    for (const campaign of this.campaigns) this.draftsOf(campaign.id).applySaved(campaign.id === savedCampaign ? sent : [], entriesOf(lines, campaign.id));
  }

  /** The modal's 'Сохранить': nothing when nothing changed; the S 5 messages stop it; then the changed lines (save-diff). */
  async save(campaignId: number): Promise<boolean> {
    const id = this.mediaplanId;
    if (id === null || this.isSaving(campaignId)) return false;
    const drafts = this.draftsOf(campaignId);
    if (!drafts.dirty) {
      this.close();
      return true;
    }
    const messages = drafts.changes.flatMap(({ key, value }) => lineErrors(value, this.kpiName(key)));
    if (messages.length > 0) {
      this.errors = messages;
      return false;
    }
    this.errors = [];
    return this.saving.run(campaignId, async () => {
      const sent = drafts.changes;
      const diff = diffOf(sent, this.campaigns.map((c) => c.id), campaignId, (kpiId) => drafts.original(kpiId));
      const answered = await this.api.saveDiff(id, diff);
      // A bare {success: true} is a save: what was sent is what is stored.
      runInAction(() => this.applyLines(answered ?? linesAfterDiff(this.lines, diff, this.kpiName), campaignId, sent));
      notify.success(TEXTS.saved);
      if (this.filters.values.c === campaignId) this.close();
      return true;
    });
  }

  /**
   * S 2: a row removes an indicator from the campaign. A stored one is confirmed, then gone from the modal
   * as an unsaved edit (its Save sends it with an empty plan; 'Отмена' brings it back); a line not yet saved just goes.
   */
  async removeLine(campaignId: number, kpiId: number): Promise<boolean> {
    const drafts = this.draftsOf(campaignId);
    if (!this.hasStoredLine(campaignId, kpiId)) {
      drafts.revert(kpiId);
      return true;
    }
    const campaign = this.campaigns.find((c) => c.id === campaignId);
    const ok = await notify.confirm(TEXTS.removeQuestion(this.kpiName(kpiId), campaign?.name ?? `#${campaignId}`), { title: TEXTS.removeTitle, confirmLabel: TEXTS.removeConfirm, danger: true });
    if (!ok) return false;
    this.edit(campaignId, kpiId, { present: false });
    return true;
  }

  /** The hash and the first load; returns the disposer (useStarted). */
  start(): () => void {
    const stop = this.filters.start();
    void this.load();
    return stop;
  }
}
