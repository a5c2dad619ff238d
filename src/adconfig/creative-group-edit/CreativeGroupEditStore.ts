import { makeAutoObservable, observableRef, reaction } from 'mobx';
import { BusyTask } from '@core/busy';
import { debounce } from '@core/debounce';
import { disposers } from '@core/disposers';
import { LatestLoad } from '@core/latestLoad';
import { flashSuccess, pageNavigation } from '@core/navigate';
import { notify } from '@core/notify';
import { RecordFormState, RecordPageState } from '@core/record';
import { Selection } from '@core/selection';
import type { SavedGroup } from '@adconfig/shared/creativeGroups/api';
import { flightLabel, inOtherGroups, type Flight } from '@adconfig/shared/creativeGroups/flights';
import { emptyGroup, type CreativeGroup } from '@adconfig/shared/creativeGroups/group';
import { loadCampaignGroups } from '@adconfig/shared/creativeGroups/campaignGroups';
import { deleteGroup } from '@adconfig/shared/creativeGroups/groupDelete';
import { GroupNameEditor } from '@adconfig/shared/creativeGroups/GroupNameEditor';
import { GROUP_TEXTS } from '@adconfig/shared/creativeGroups/texts';
import { refuse, showValidation } from '@adconfig/shared/creativeGroups/validation';
import type { CreativeGroupEditApi } from './api';
import { groupRules } from './rules';
import { TEXT } from './texts';
import { campaignOf, payloadOf, sortedIds, valuesOf, type GroupValues } from './values';

/**
 * A 2 / A 5 one creative group on its page: name, campaign, dates, description, limits with their types, and its
 * flights chosen among the campaign's (a campaign typed loads its flights); the group selector switches to another
 * group's page, adds one, renames this one. One save: PUT of the whole group (If-Match), after A 5's checks.
 */
export class CreativeGroupEditStore {
  readonly form: RecordFormState<GroupValues>;
  readonly page: RecordPageState<GroupValues, undefined, CreativeGroup>;
  /** The table's checkboxes; the form's `creatives` follow them. */
  readonly selection = new Selection<number>();
  readonly flightsLoad = new LatestLoad();
  readonly groupsLoad = new LatestLoad();
  readonly names: GroupNameEditor;
  /** The campaign's lookup before a save (a second Save meanwhile does nothing). */
  readonly checking = new BusyTask();
  /** 'Удалить группу' (a second click meanwhile does nothing). */
  readonly removal = new BusyTask();
  flights: Flight[] = [];
  /** The campaign whose flights are shown (null: none typed, or not an id). */
  flightsOf: number | null = null;
  groups: CreativeGroup[] = [];
  /** The group as last loaded or saved: the heading, the selector's campaign, the rename. */
  saved: CreativeGroup | null = null;

  constructor(
    private readonly api: CreativeGroupEditApi,
    readonly id: number,
    private readonly listUrlProp: string | null = null,
  ) {
    this.form = new RecordFormState<GroupValues>(valuesOf({ ...emptyGroup(null), id, updated: '' }), { rules: groupRules });
    this.page = new RecordPageState(this.form, { id, get: api.group, apply: (group) => group && this.applyLoaded(group) });
    this.names = new GroupNameEditor(api);
    makeAutoObservable<CreativeGroupEditStore, 'api' | 'listUrlProp'>(
      this,
      { form: false, page: false, selection: false, flightsLoad: false, groupsLoad: false, names: false, checking: false, removal: false, api: false, listUrlProp: false, id: false, flights: observableRef, groups: observableRef, saved: observableRef },
      { autoBind: true },
    );
  }

  private applyLoaded(group: CreativeGroup): void {
    this.form.load(valuesOf(group), group.updated || null, group.stored);
    this.saved = group;
    this.selection.clear();
    for (const id of group.creatives) this.selection.toggle(id, true);
  }

  get campaignId(): number | null {
    return campaignOf(this.form.values.campaign_id);
  }

  get heading(): string {
    return TEXT.heading(this.id, this.saved?.name ?? '');
  }

  get backUrl(): string {
    return this.listUrlProp ?? this.api.listUrl(this.saved?.campaign_id ?? null);
  }

  /** The flights chosen that the campaign shown does not list (chosen under another campaign). */
  get foreignChosen(): number[] {
    if (this.flightsLoad.loading || this.flightsOf !== this.campaignId) return [];
    const listed = new Set(this.flights.map((f) => f.creative_id));
    return this.form.values.creatives.filter((id) => !listed.has(id));
  }

  /** The empty table's words: no campaign typed, or one without flights. */
  get emptyText(): string {
    return this.campaignId === null ? GROUP_TEXTS.chooseCampaign : GROUP_TEXTS.noFlights;
  }

  dropForeign(): void {
    for (const id of this.foreignChosen) this.selection.toggle(id, false);
  }

  start(): () => void {
    const loadFlights = debounce((campaignId: number | null) => void this.loadFlights(campaignId));
    return disposers(
      this.page.start(),
      // A 4: the campaign chosen loads its creatives (typed: after the general 300 ms debounce).
      reaction(
        () => this.campaignId,
        (campaignId, previous) => (previous === undefined || this.flightsOf === null ? void this.loadFlights(campaignId) : loadFlights(campaignId)),
        { fireImmediately: true },
      ),
      reaction(
        () => this.saved?.campaign_id ?? null,
        (campaignId) => void this.loadGroups(campaignId),
        { fireImmediately: true },
      ),
      reaction(
        () => sortedIds(this.selection.keys),
        (ids) => {
          if (ids.join() !== this.form.values.creatives.join()) this.form.set('creatives', ids);
        },
      ),
      () => loadFlights.cancel(),
      () => this.flightsLoad.stop(),
      () => this.groupsLoad.stop(),
    );
  }

  private loadFlights(campaignId: number | null): Promise<void> {
    if (campaignId === null) {
      this.flightsLoad.settle(() => this.applyFlights(null, []));
      return Promise.resolve();
    }
    return this.flightsLoad.run((signal) => this.api.flights(campaignId, signal), (page) => this.applyFlights(campaignId, page.rows));
  }

  private applyFlights(campaignId: number | null, flights: Flight[]): void {
    this.flightsOf = campaignId;
    this.flights = flights;
  }

  private loadGroups(campaignId: number | null): Promise<void> {
    return loadCampaignGroups(this.groupsLoad, this.api, campaignId, this.applyGroups);
  }

  private applyGroups(groups: CreativeGroup[]): void {
    // This group is always offered, whatever the answer.
    this.groups = groups.some((g) => g.id === this.id) || this.saved === null ? groups : [this.saved, ...groups];
  }

  /** Another group of the campaign: its own page (the unsaved guard asks first). */
  chooseGroup(id: number | null): void {
    if (id !== null && id !== this.id) pageNavigation.assign(this.api.editUrl(id));
  }

  openAdd(): void {
    this.names.openAdd();
  }

  /** Rename saves at once, so it waits for the page's own edits to be saved. */
  openRename(): void {
    if (this.saved && !this.form.dirty) this.names.openRename(this.saved);
  }

  /** The modal's save: a new group opens at its page; this one renamed reloads. */
  async saveName(): Promise<void> {
    const campaignId = this.saved?.campaign_id ?? this.campaignId;
    if (campaignId === null) return;
    const mode = this.names.modal?.mode;
    const saved = await this.names.save(campaignId);
    if (saved === undefined) return;
    if (mode === 'add' && saved.group) {
      flashSuccess(saved.message);
      pageNavigation.assign(this.api.editUrl(saved.group.id));
      return;
    }
    notify.success(saved.message || undefined);
    await this.page.load();
    await this.loadGroups(this.saved?.campaign_id ?? null);
  }

  /** 'Удалить группу' (A 7 DELETE {id}, asked first): then the campaign's groups page with the toast. */
  async remove(): Promise<boolean> {
    const group = this.saved;
    if (group === null || this.form.saving) return false;
    return this.removal.run(async () => {
      const message = await deleteGroup(this.api, group);
      if (message === null) return false;
      flashSuccess(message);
      this.page.leave(this.backUrl);
      return true;
    });
  }

  /**
   * Save (A 5): the rules; the flights from one campaign ('Флайты должны быть из одной кампании'); flights of
   * another group named in a question; then PUT of the whole group. A refusal is titled 'Ошибка валидации формы'.
   */
  async save(): Promise<void> {
    if (this.form.saving || this.checking.running) return;
    if (this.form.validate()) {
      // A 5: the campaign must resolve; one other than the group's is looked up first (GET {api}/campaigns/{id}).
      const campaignId = this.campaignId;
      const resolves = campaignId !== null && campaignId !== this.saved?.campaign_id ? await this.campaignResolves(campaignId) : true;
      if (resolves === null) return;
      if (!resolves) {
        this.form.setErrors({ ...this.form.errors, campaign_id: GROUP_TEXTS.badCampaign });
        refuse(GROUP_TEXTS.badCampaign);
        return;
      }
      if (this.foreignChosen.length > 0) {
        this.form.setErrors({ ...this.form.errors, creatives: GROUP_TEXTS.oneCampaign });
        refuse(GROUP_TEXTS.oneCampaign);
        return;
      }
      const chosen = this.flights.filter((f) => this.selection.has(f.creative_id));
      const moving = inOtherGroups(chosen, this.id);
      if (moving.length > 0 && !(await notify.confirm(GROUP_TEXTS.moveQuestion(moving.map(flightLabel)), { title: GROUP_TEXTS.moveTitle, confirmLabel: 'Продолжить' }))) return;
    }
    const saved = await this.page.save((values, version) => this.api.update(this.id, this.form.sendBack(payloadOf(values)), version), {
      versionOf: (answer) => answer.group?.updated || null,
      success: (answer) => answer.message || TEXT.saved,
      saved: (answer) => this.applySaved(answer),
      showError: showValidation,
    });
    if (saved === undefined) return;
    // The flights' groups and the selector's names follow the save.
    void this.loadFlights(this.campaignId);
    void this.loadGroups(this.saved?.campaign_id ?? null);
  }

  /** Whether the campaign resolves; null when the lookup itself failed (its toast says so: nothing is refused or saved). */
  private async campaignResolves(id: number): Promise<boolean | null> {
    let found = false;
    const asked = await this.checking.run(async () => {
      found = await this.api.campaignExists(id);
      return true;
    });
    return asked ? found : null;
  }

  private applySaved(answer: SavedGroup): void {
    if (answer.group) this.saved = answer.group;
  }
}
