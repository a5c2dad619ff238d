import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { BusyKeys, BusyTask } from '@core/busy';
import type { LoadState } from '@core/loadState';
import { formatDate } from '@core/format';
import { ChangeSet } from '@core/grid/ChangeSet';
import { ChangeSets } from '@core/grid/ChangeSets';
import { numericCells } from '@core/grid/numericCells';
import { HashState } from '@core/hash';
import { notify } from '@core/notify';
import { unknownValueText } from '@core/unknownValue';
import type { GridCell, GridColumn, GridRow } from '@ui/grid/EditableGrid';
import { campaignOf, type Campaign, type CampaignExternalKpiApi, type Detail, type Indicator, type IndicatorList, type PlanLine, type SavedValues } from './api';
import { hashSchema, type TabKey } from './hash';
import { cellKey, daysBetween, diffOf, entriesOf, gridColumns, gridRows, kpiCells, localYmd, type CellKey, type KpiChanges } from './kpiGrid';
import { TEXTS } from './texts';

export interface KpiTab {
  key: TabKey;
  title: string;
  /** null: the plan tab (read-only). */
  detail: Detail | null;
}

export interface StoreOptions {
  campaignId: number | null;
  /** The campaign as the page printed it (prop `campaign`, S 3): its limit dates, media plan and comment (audit images-kpi #3). */
  campaign?: Campaign | null;
  /** The clock (S 5: dates up to yesterday), replaceable in tests. */
  now?: () => Date;
}

const detailTab = (detail: Detail): TabKey => `d${detail.id}`;

/**
 * Breakdown tabs drawn in the tab bar; the others are opened from the breakdown search (a campaign of
 * thousands of breakdowns, as a huge answer may list, would draw thousands of tabs).
 */
export const DETAIL_TABS_CAP = 30;
const COMMENT = 'comment';

/**
 * S 2 campaign external KPI: the plan, the whole campaign and one tab per breakdown; each grid tab
 * keeps its edits in its own ChangeSet (saved / unsaved marker), saves only its changed cells
 * (save-diff) after the S 5 sessions check, and takes the server's answer as its stored values.
 */
export class CampaignExternalKpiStore {
  readonly filters = new HashState(hashSchema);
  readonly grids = new ChangeSets<TabKey, CellKey, string>(numericCells<CellKey>());
  readonly comment = new ChangeSet<typeof COMMENT, string>({ empty: '' });
  state: LoadState = 'loading';
  campaign: Campaign | null = null;
  details: Detail[] = [];
  /** The whole campaign's indicators (S 7 …/external-kpi/kpi-indicators/{campaign_id}). */
  indicators: Indicator[] = [];
  /** Each breakdown's own indicators (S 7 …/details/external-kpi/kpi-indicators/{id}), by breakdown id; replaced, never changed in place. */
  detailIndicators: ReadonlyMap<number, Indicator[]> = new Map();
  plan: PlanLine[] = [];
  /** Tabs whose indicators the answer listed more of than the grid takes (INDICATOR_CAP): how many it listed. */
  indicatorTotals: ReadonlyMap<TabKey, number> = new Map();
  /** Each breakdown's own values and indicators load when its tab opens (S 7), by breakdown id; absent: not asked yet. */
  detailStates: ReadonlyMap<number, LoadState> = new Map();
  readonly saving = new BusyKeys<TabKey>();
  readonly importing = new BusyKeys<TabKey>();
  /** Each tab's import error line (S 5 'Выберите файл для загрузки!'), by tab; replaced, never changed in place. */
  importErrors: ReadonlyMap<TabKey, string> = new Map();
  /** The names of the plan's KPIs that are not among the campaign's indicators (S 7 GET {api}/sales/kpi-indicators). */
  planKpiNames: ReadonlyMap<number, string> = new Map();
  renameError = '';
  readonly renaming = new BusyKeys<number>();
  newDetailName = '';
  newDetailError = '';
  private readonly addDetailTask = new BusyTask();
  private readonly cells = new Map<TabKey, (row: GridRow, column: GridColumn) => GridCell<CellKey>>();
  private readonly now: () => Date;
  readonly campaignId: number | null;
  /** The page's campaign; the GET's own `campaign` (ours) only when the page printed none. */
  private readonly given: Campaign | null;

  constructor(
    private readonly api: CampaignExternalKpiApi,
    options: StoreOptions,
  ) {
    this.campaignId = options.campaignId;
    this.given = options.campaign ?? null;
    this.now = options.now ?? (() => new Date());
    makeAutoObservable<CampaignExternalKpiStore, 'api' | 'cells' | 'now' | 'addDetailTask' | 'given'>(
      this,
      { api: false, cells: false, now: false, given: false, filters: false, grids: false, comment: false, saving: false, importing: false, renaming: false, addDetailTask: false, campaignId: false, detailIndicators: observableRef, detailStates: observableRef, importErrors: observableRef, planKpiNames: observableRef, indicatorTotals: observableRef },
      { autoBind: true },
    );
  }

  /** S 2: the campaign's days; null when a limit date is missing (the page warns and hides the tabs). */
  get days(): string[] | null {
    return this.campaign ? daysBetween(this.campaign.limit_date_begin, this.campaign.limit_date_end) : null;
  }

  get rows(): GridRow[] {
    return gridRows(this.days ?? []);
  }

  /** The breakdowns by their tab's key: every cell asks which breakdown its tab is (thousands of breakdowns: no scan per cell). */
  get detailsByTab(): ReadonlyMap<TabKey, Detail> {
    return new Map(this.details.map((d) => [detailTab(d), d]));
  }

  detailOf(tab: TabKey): Detail | undefined {
    return this.detailsByTab.get(tab);
  }

  /** A tab's indicators: a breakdown's own, else the campaign's. */
  indicatorsOf(tab: TabKey): Indicator[] {
    const detail = this.detailOf(tab);
    return (detail && this.detailIndicators.get(detail.id)) ?? this.indicators;
  }

  columnsOf(tab: TabKey): GridColumn[] {
    return gridColumns(this.indicatorsOf(tab));
  }

  /** S 2: Plan (only with a media plan), the whole campaign, one per breakdown. */
  get tabs(): KpiTab[] {
    const plan: KpiTab[] = this.campaign?.mediaplan_id ? [{ key: 'plan', title: TEXTS.tabs.plan, detail: null }] : [];
    return [...plan, { key: 'campaign', title: TEXTS.tabs.campaign, detail: null }, ...this.details.map((d) => ({ key: detailTab(d), title: d.name, detail: d }))];
  }

  /** The tab in the hash when it exists, else the whole campaign. */
  get activeTab(): TabKey {
    const wanted = this.filters.values.t;
    return wanted === 'campaign' || (wanted === 'plan' && this.campaign?.mediaplan_id) || this.detailsByTab.has(wanted) ? wanted : 'campaign';
  }

  /** The tabs in the tab bar: the plan, the campaign, the first DETAIL_TABS_CAP breakdowns and the open one. */
  get shownTabs(): KpiTab[] {
    const { tabs } = this;
    const fixed = tabs.length - this.details.length;
    if (this.details.length <= DETAIL_TABS_CAP) return tabs;
    const shown = tabs.slice(0, fixed + DETAIL_TABS_CAP);
    const active = this.activeTab;
    if (!shown.some((t) => t.key === active)) shown.push(...tabs.filter((t) => t.key === active));
    return shown;
  }

  /** The open breakdown's load: 'loading' until its own values and indicators arrive; null on the plan and campaign tabs. */
  detailState(tab: TabKey): LoadState | null {
    const detail = this.detailOf(tab);
    return detail ? (this.detailStates.get(detail.id) ?? 'loading') : null;
  }

  /** How many indicators the tab's answer listed, when the grid took fewer; null when it took them all. */
  indicatorsTotal(tab: TabKey): number | null {
    return this.indicatorTotals.get(tab) ?? null;
  }

  private noteTotal(tab: TabKey, indicators: IndicatorList): void {
    if (indicators.total <= indicators.list.length && !this.indicatorTotals.has(tab)) return;
    const next = new Map(this.indicatorTotals);
    if (indicators.total > indicators.list.length) next.set(tab, indicators.total);
    else next.delete(tab);
    this.indicatorTotals = next;
  }

  private setDetailState(id: number, state: LoadState | null): void {
    const next = new Map(this.detailStates);
    if (state === null) next.delete(id);
    else next.set(id, state);
    this.detailStates = next;
  }

  /** S 7: a breakdown's own values and indicators, asked for when its tab first opens (again after a failure). */
  async loadDetail(detail: Detail): Promise<void> {
    const state = this.detailStates.get(detail.id);
    if (state === 'loading' || state === 'ready') return;
    this.setDetailState(detail.id, 'loading');
    try {
      const [values, indicators] = await Promise.all([this.api.detailValues(detail.id), this.api.detailIndicators(detail.id)]);
      runInAction(() => {
        if (!this.details.some((d) => d.id === detail.id)) return; // deleted meanwhile
        this.detailIndicators = new Map([...this.detailIndicators, [detail.id, indicators.list]]);
        this.noteTotal(detailTab(detail), indicators);
        this.grids.of(detailTab(detail)).load(entriesOf(values));
        this.setDetailState(detail.id, 'ready');
      });
    } catch (error) {
      runInAction(() => this.setDetailState(detail.id, 'failed'));
      notify.error(error);
    }
  }

  changesOf(tab: TabKey): KpiChanges {
    return this.grids.of(tab);
  }

  /** The grid's cell function for a tab, made once so the grid's rows are not re-rendered for nothing. */
  cellsOf(tab: TabKey): (row: GridRow, column: GridColumn) => GridCell<CellKey> {
    let cells = this.cells.get(tab);
    if (!cells) {
      cells = kpiCells(() => this.indicatorsOf(tab), () => this.days ?? [], this.grids.of(tab));
      this.cells.set(tab, cells);
    }
    return cells;
  }

  /** S 2: a tab is saved when no cell differs from the stored data (the campaign tab: and the comment is unchanged). */
  isDirty(tab: TabKey): boolean {
    return this.grids.dirty(tab) || (tab === 'campaign' && this.comment.dirty);
  }

  get anyDirty(): boolean {
    return this.grids.anyDirty || this.comment.dirty;
  }

  isSaving(tab: TabKey): boolean {
    return this.saving.has(tab);
  }

  setComment(text: string): void {
    this.comment.set(COMMENT, text);
  }

  get commentText(): string {
    return this.comment.value(COMMENT);
  }

  openTab(tab: TabKey): void {
    this.filters.set({ t: tab }, 'push');
  }

  async load(): Promise<void> {
    const id = this.campaignId;
    if (id === null) {
      this.state = 'failed';
      notify.error(TEXTS.noCampaign);
      return;
    }
    this.state = 'loading';
    try {
      // A breakdown's own data waits for its tab (loadDetail): asking for every breakdown's at start would be two calls each.
      const [data, indicators, details] = await Promise.all([this.api.load(id), this.api.indicators(id), this.api.details(id)]);
      // The page's campaign first; else the answer's; else none known: its dates missing say 'Некорректный период'.
      const campaign = (this.given && this.given.campaign_id === id ? this.given : null) ?? data.campaign ?? this.given ?? campaignOf({ campaign_id: id });
      runInAction(() => {
        this.campaign = campaign;
        this.details = details;
        this.indicators = indicators.list;
        this.noteTotal('campaign', indicators);
        this.detailIndicators = new Map();
        this.detailStates = new Map();
        this.plan = data.plan;
        this.grids.of('campaign').load(entriesOf(data.values));
        this.comment.load([[COMMENT, campaign.external_kpi_comment]]);
        this.state = 'ready';
      });
      void this.loadPlanKpiNames();
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
      });
      notify.error(error);
    }
  }

  /** S 5: the days up to yesterday (today alone ignored) whose sessions are empty, as d.m.Y. */
  missingSessions(tab: TabKey): string[] {
    const sessions = this.indicatorsOf(tab).find((k) => k.class_name === 'SessionsKpi' && k.byDay && k.userInput);
    if (!sessions) return [];
    const today = localYmd(this.now());
    const changes = this.grids.of(tab);
    return (this.days ?? []).filter((day) => day < today && changes.value(cellKey(sessions.id, day)).trim() === '').map(formatDate);
  }

  /**
   * Ctrl+S or 'Сохранить' on a tab: nothing when nothing changed (S 5); wrong cells stop it; empty
   * sessions ask first; then the changed cells only. A failure keeps every edit; the answer becomes the stored data.
   */
  async save(tab: TabKey): Promise<boolean> {
    const id = this.campaignId;
    const detail = this.detailOf(tab);
    if (id === null || this.isSaving(tab) || !this.isDirty(tab) || (tab !== 'campaign' && (!detail || this.detailState(tab) !== 'ready'))) return false;
    const changes = this.grids.of(tab);
    if (changes.invalidKeys.length > 0) {
      notify.error(TEXTS.fixCells);
      return false;
    }
    return this.saving.run(tab, async () => {
      const missing = this.missingSessions(tab);
      if (missing.length > 0 && !(await notify.confirm(TEXTS.sessionsWarning(missing), { title: TEXTS.sessionsTitle, confirmLabel: TEXTS.saveAnyway, cancelLabel: TEXTS.cancel }))) return false;
      const sent = changes.changes;
      const comment = tab === 'campaign' && this.comment.dirty ? this.commentText : null;
      const saved = detail ? await this.api.saveDetail(detail.id, diffOf(sent)) : await this.api.saveCampaign(id, diffOf(sent), comment);
      this.applySaved(tab, sent, saved, comment);
      notify.success();
      void this.markChanged(id);
      return true;
    });
  }

  /** The answered values are the stored ones; a bare `{success: true}` is a save all the same: what was sent is stored. */
  private applySaved(tab: TabKey, sent: KpiChanges['changes'], saved: SavedValues, comment: string | null): void {
    this.grids.of(tab).applySaved(sent, saved.values === null ? undefined : entriesOf(saved.values));
    if (tab !== 'campaign') return;
    const stored = saved.comment ?? comment;
    if (stored !== null) this.comment.applySaved(comment === null ? [] : [{ key: COMMENT, value: comment }], [[COMMENT, stored]]);
  }

  /** S 2 on-change: the page tells the backend the values changed; a failure is told, the save stands. */
  private async markChanged(id: number): Promise<void> {
    try {
      await this.api.markChanged(id);
    } catch (error) {
      notify.error(error);
    }
  }

  /** S 2: the read-notification; its button goes once the backend took it. */
  async markRead(): Promise<void> {
    if (this.campaignId === null) return;
    try {
      await this.api.markRead(this.campaignId);
      runInAction(() => {
        if (this.campaign) this.campaign.is_read = true;
      });
    } catch (error) {
      notify.error(error);
    }
  }

  /** The tab's import error line ('' when none): each tab has its own. */
  importErrorOf(tab: TabKey): string {
    return this.importErrors.get(tab) ?? '';
  }

  private setImportError(tab: TabKey, text: string): void {
    const next = new Map(this.importErrors);
    if (text) next.set(tab, text);
    else next.delete(tab);
    this.importErrors = next;
  }

  /** A plan line's KPI by name: the campaign's indicator, else S 7's list of all; none: 'Неизвестное значение (id)'. */
  planKpiName(kpiId: number): string {
    return this.indicators.find((k) => k.id === kpiId)?.name ?? this.planKpiNames.get(kpiId) ?? unknownValueText(kpiId);
  }

  /** The names of the plan's KPIs the campaign's indicators do not hold, asked for only when there are such. */
  private async loadPlanKpiNames(): Promise<void> {
    if (this.plan.every((line) => this.indicators.some((k) => k.id === line.kpi_id))) return;
    try {
      const names = await this.api.kpiNames();
      runInAction(() => {
        this.planKpiNames = names;
      });
    } catch (error) {
      // Without the list the plan still shows, its unnamed KPIs as unknown values; the toast says why.
      notify.error(error);
    }
  }

  /** S 2, S 5: the statistics file of a web-analytics export; the answer is stored under any unsaved edit. */
  async importFile(tab: TabKey, file: File | null): Promise<boolean> {
    const id = this.campaignId;
    const detail = this.detailOf(tab);
    if (id === null || this.importing.has(tab) || (detail && this.detailState(tab) !== 'ready')) return false;
    if (!file) {
      this.setImportError(tab, TEXTS.fileRequired);
      return false;
    }
    this.setImportError(tab, '');
    if (this.grids.dirty(tab) && !(await notify.confirm(TEXTS.importDirty, { confirmLabel: TEXTS.importButton }))) return false;
    return this.importing.run(tab, async () => {
      const saved = detail ? await this.api.importDetail(detail.id, file) : await this.api.importCampaign(id, file);
      // An answer without the values (S 7 names none): the tab's values read again by its spec-named GET.
      const values = saved.values ?? (detail ? await this.api.detailValues(detail.id) : (await this.api.load(id)).values);
      this.grids.of(tab).applySaved([], entriesOf(values));
      notify.success(saved.message || TEXTS.imported);
      return true;
    });
  }

  setNewDetailName(name: string): void {
    this.newDetailName = name;
    this.newDetailError = '';
  }

  /** S 2, S 5: a new breakdown needs a name; it opens in its own tab. */
  async addDetail(): Promise<boolean> {
    const name = this.newDetailName.trim();
    const campaignId = this.campaignId;
    if (campaignId === null || this.addingDetail) return false;
    if (!name) {
      this.newDetailError = TEXTS.nameRequired;
      return false;
    }
    return this.addDetailTask.run(async () => {
      // An answer without the new breakdown (S 7 names none): it is found in the breakdowns read again.
      const detail = (await this.api.addDetail(campaignId, name)) ?? (await this.createdDetail(campaignId, name));
      if (!detail) throw new Error('the created breakdown is not among the campaign\'s breakdowns');
      const indicators = await this.api.detailIndicators(detail.id).catch((error: unknown) => {
        // The breakdown exists: its tab opens with the campaign's indicators, and the failure is told.
        notify.error(error);
        return null;
      });
      runInAction(() => {
        if (indicators) {
          this.detailIndicators = new Map([...this.detailIndicators, [detail.id, indicators.list]]);
          this.noteTotal(detailTab(detail), indicators);
        }
        this.details.push(detail);
        this.grids.of(detailTab(detail)).load([]);
        this.setDetailState(detail.id, 'ready'); // new: no values of its own yet
        this.newDetailName = '';
      });
      notify.success();
      this.openTab(detailTab(detail));
      return true;
    });
  }

  /** The breakdown just created by this name: the newest of that name the campaign has and the page does not. */
  private async createdDetail(campaignId: number, name: string): Promise<Detail | null> {
    const known = new Set(this.details.map((detail) => detail.id));
    const fresh = (await this.api.details(campaignId)).filter((detail) => detail.name === name && !known.has(detail.id));
    return fresh.reduce<Detail | null>((newest, detail) => (newest === null || detail.id > newest.id ? detail : newest), null);
  }

  /** A new breakdown is being created (its button is disabled). */
  get addingDetail(): boolean {
    return this.addDetailTask.running;
  }

  /** S 7 PUT {api}/hb/campaign-details/{id}: a breakdown's new name (required, S 5). */
  async renameDetail(detail: Detail, name: string): Promise<boolean> {
    const trimmed = name.trim();
    if (this.renaming.has(detail.id)) return false;
    if (!trimmed) {
      this.renameError = TEXTS.nameRequired;
      return false;
    }
    this.renameError = '';
    if (trimmed === detail.name) return true;
    return this.renaming.run(detail.id, async () => {
      const saved = await this.api.renameDetail(detail.id, trimmed);
      runInAction(() => {
        this.details = this.details.map((d) => (d.id === detail.id ? { ...d, name: saved?.name || trimmed } : d));
      });
      notify.success();
      return true;
    });
  }

  clearRenameError(): void {
    this.renameError = '';
  }

  /** S 2, S 8: a breakdown is deleted with all its data, after the confirmation. */
  async deleteDetail(detail: Detail): Promise<boolean> {
    const ok = await notify.confirm(TEXTS.deleteDetailQuestion, { title: TEXTS.deleteDetailTitle(detail.name), confirmLabel: TEXTS.deleteDetail, danger: true });
    if (!ok) return false;
    try {
      const message = await this.api.deleteDetail(detail.id);
      runInAction(() => {
        this.details = this.details.filter((d) => d.id !== detail.id);
        this.grids.drop(detailTab(detail));
        this.detailIndicators = new Map([...this.detailIndicators].filter(([id]) => id !== detail.id));
        this.setDetailState(detail.id, null);
        this.cells.delete(detailTab(detail));
      });
      if (this.filters.values.t === detailTab(detail)) this.openTab('campaign');
      notify.deleted(message || TEXTS.detailDeleted);
      return true;
    } catch (error) {
      notify.error(error);
      return false;
    }
  }

  /** The hash and the first load; returns the disposer (useStarted). */
  start(): () => void {
    const stop = this.filters.start();
    // The open breakdown's own data, when its tab opens (or the page opens on it, or the list arrives).
    const stopLoading = reaction(
      () => (this.state === 'ready' ? this.detailOf(this.activeTab) : undefined),
      (detail) => {
        if (detail) void this.loadDetail(detail);
      },
      { fireImmediately: true },
    );
    void this.load();
    return () => {
      stopLoading();
      stop();
    };
  }
}
