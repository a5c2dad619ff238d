import { actionBound, computed, makeObservable, observable, observableRef, reaction } from 'mobx';
import { queryParam } from '@core/basePath';
import { BusyTask } from '@core/busy';
import { disposers, type Disposer } from '@core/disposers';
import { LatestLoad } from '@core/latestLoad';
import { ListScreen } from '@core/ListScreen';
import { notify } from '@core/notify';
import { localPaging } from '@core/paging';
import { Selection } from '@core/selection';
import type { CreativeGroupsApi } from '@adconfig/shared/creativeGroups/api';
import { campaignProblem, flightLabel, inOtherGroups, type Flight } from '@adconfig/shared/creativeGroups/flights';
import { loadCampaignGroups } from '@adconfig/shared/creativeGroups/campaignGroups';
import { deleteGroup } from '@adconfig/shared/creativeGroups/groupDelete';
import { GroupNameEditor, type NameModal } from '@adconfig/shared/creativeGroups/GroupNameEditor';
import { inputOf, type CreativeGroup } from '@adconfig/shared/creativeGroups/group';
import { GROUP_TEXTS } from '@adconfig/shared/creativeGroups/texts';
import { refuse, showValidation } from '@adconfig/shared/creativeGroups/validation';
import { hashSchema } from './hash';
import { TEXTS } from './texts';

/** The page's ?campaign_id= as a campaign id, else null. */
function pageCampaign(): number | null {
  const raw = queryParam('campaign_id') ?? '';
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

const NO_FLIGHTS = { rows: [] as Flight[], total: 0, meta: {}, extra: {} };

/**
 * A 2 creative groups of a campaign: the campaign chosen loads its flights and its groups; flights chosen go into
 * the group chosen (asked first when some are in another group); groups are added and renamed in a modal.
 */
export class CreativeGroupsStore extends ListScreen<typeof hashSchema, Flight, number | null, undefined, 'c'> {
  readonly selection = new Selection<number>();
  readonly groupsLoad = new LatestLoad();
  groups: CreativeGroup[] = [];
  groupId: number | null = null;
  /**
   * A 5 "campaign must resolve": the campaign found not to exist (GET {api}/campaigns/{id} refused), asked only when
   * it lists no flights (one with flights exists); null while it is not known to be missing.
   */
  missingCampaign: number | null = null;
  private readonly campaignCheck = new LatestLoad();
  /** The add / rename modal (shared with the group's edit page). */
  readonly names: GroupNameEditor;
  private readonly assigning = new BusyTask(showValidation);
  private readonly deleting = new BusyTask();
  private readonly fallbackCampaign = pageCampaign();

  constructor(private readonly api: CreativeGroupsApi) {
    const fallback = pageCampaign();
    super({
      hash: hashSchema,
      draft: ['c'],
      query: ({ c }) => c ?? fallback,
      load: (campaignId, _paging, signal, preview) => (campaignId === null ? Promise.resolve(NO_FLIGHTS) : api.flights(campaignId, signal, preview)),
      paging: localPaging({ perPage: 'all' }),
    });
    this.names = new GroupNameEditor(api);
    // makeObservable, not makeAutoObservable: the store extends ListScreen.
    makeObservable<CreativeGroupsStore, 'applyGroups' | 'applyCampaignCheck'>(this, {
      groups: observableRef,
      groupId: observable,
      missingCampaign: observable,
      campaignUnknown: computed,
      campaignId: computed,
      group: computed,
      chosenFlights: computed,
      assigningNow: computed,
      deletingNow: computed,
      chooseGroup: actionBound,
      applyGroups: actionBound,
      applyCampaignCheck: actionBound,
    });
    this.saveName = this.saveName.bind(this);
    this.assign = this.assign.bind(this);
    this.remove = this.remove.bind(this);
  }

  /** The campaign shown: the hash's, else the page's ?campaign_id=. */
  get campaignId(): number | null {
    return this.filters.values.c ?? this.fallbackCampaign;
  }

  /** The campaign shown does not resolve: the table says 'Некорректный идентификатор кампании.', a new group is refused. */
  get campaignUnknown(): boolean {
    return this.missingCampaign !== null && this.missingCampaign === this.campaignId;
  }

  get modal(): NameModal | null {
    return this.names.modal;
  }

  get nameForm(): GroupNameEditor['form'] {
    return this.names.form;
  }

  get group(): CreativeGroup | null {
    return this.groups.find((g) => g.id === this.groupId) ?? null;
  }

  get chosenFlights(): Flight[] {
    return this.list.rows.filter((f) => this.selection.has(f.creative_id));
  }

  get assigningNow(): boolean {
    return this.assigning.running;
  }

  get deletingNow(): boolean {
    return this.deleting.running;
  }

  /** The flights and groups of the campaign, reloaded when it changes; the selection kept to the flights listed. */
  start(): Disposer {
    const groups = reaction(
      () => this.campaignId,
      (id) => void this.loadGroups(id),
      { fireImmediately: true },
    );
    // A campaign without flights may not exist at all: looked up then, so the page does not say 'Нет флайтов' for it.
    const check = reaction(
      () => (this.list.isEmpty ? this.campaignId : null),
      (id) => (id === null ? this.campaignCheck.stop() : void this.campaignCheck.run((signal) => this.api.campaignExists(id, signal), (found) => this.applyCampaignCheck(id, found))),
      { fireImmediately: true },
    );
    return disposers(super.start(), groups, check, this.list.retainSelection(this.selection, (f) => f.creative_id), () => this.groupsLoad.stop(), () => this.campaignCheck.stop());
  }

  private applyCampaignCheck(id: number, found: boolean): void {
    this.missingCampaign = found ? null : id;
  }

  chooseGroup(id: number | null): void {
    this.groupId = id;
  }

  private loadGroups(campaignId: number | null): Promise<void> {
    return loadCampaignGroups(this.groupsLoad, this.api, campaignId, this.applyGroups);
  }

  private applyGroups(groups: CreativeGroup[]): void {
    this.groups = groups;
    if (!groups.some((g) => g.id === this.groupId)) this.groupId = groups[0]?.id ?? null;
  }

  readonly openAdd = (): void => this.names.openAdd();

  readonly openRename = (): void => {
    if (this.group) this.names.openRename(this.group);
  };

  /** POST a new group of the campaign, or PUT the chosen one with its new name; the groups reload, the new one chosen. */
  async saveName(): Promise<void> {
    const modal = this.modal;
    const campaignId = this.campaignId;
    if (modal === null || campaignId === null) return;
    // A 5: a new group of a campaign that does not resolve is refused here, not left to the server.
    if (modal.mode === 'add' && this.campaignUnknown) {
      refuse(GROUP_TEXTS.badCampaign);
      return;
    }
    const saved = await this.names.save(campaignId);
    if (saved === undefined) return;
    notify.success(saved.message || undefined);
    // A renamed group's flights show its new name.
    if (modal.mode === 'rename') void this.list.load();
    await this.loadGroups(campaignId);
    if (saved.group) this.chooseGroup(saved.group.id);
  }

  /** 'Удалить группу' (A 7 DELETE {id}, asked first): the groups and the flights (now without it) reload. */
  async remove(): Promise<boolean> {
    const group = this.group;
    if (group === null) return false;
    return this.deleting.run(async () => {
      const message = await deleteGroup(this.api, group);
      if (message === null) return false;
      notify.deleted(message);
      void this.list.load();
      await this.loadGroups(this.campaignId);
      return true;
    });
  }

  /**
   * 'Добавить в группу': the chosen flights join the chosen group (PUT of the group with its creatives). One
   * campaign only; flights already in another group are named in a question first.
   */
  async assign(): Promise<boolean> {
    const group = this.group;
    const chosen = this.chosenFlights;
    if (group === null) return refuse(TEXTS.chooseGroup);
    if (chosen.length === 0) return refuse(TEXTS.chooseFlights);
    const problem = campaignProblem(chosen, group.campaign_id);
    if (problem) return refuse(problem);
    const moving = inOtherGroups(chosen, group.id);
    if (moving.length > 0 && !(await notify.confirm(GROUP_TEXTS.moveQuestion(moving.map(flightLabel)), { title: GROUP_TEXTS.moveTitle, confirmLabel: 'Продолжить' }))) return false;
    return this.assigning.run(async () => {
      const creatives = [...new Set([...group.creatives, ...chosen.map((f) => f.creative_id)])];
      const saved = await this.api.update(group.id, inputOf({ ...group, creatives }), group.updated || null);
      notify.success(saved.message || TEXTS.assigned(chosen.length));
      this.selection.clear();
      void this.list.load();
      void this.loadGroups(this.campaignId);
      return true;
    });
  }
}
