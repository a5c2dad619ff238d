import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { BusyTask } from '@core/busy';
import { DISCARD_QUESTION } from '@core/crud/CrudFormStore';
import { disposers } from '@core/disposers';
import { HashState } from '@core/hash';
import { notify } from '@core/notify';
import { fieldRules, RecordFormState, RecordPageState } from '@core/record';
import type { Rules } from '@core/validate';
import type { ClientFeedback, FeedbackLink, MediaplanFeedbackApi, Vote } from './api';
import { hashSchema } from './hash';
import { TEXTS } from './texts';

/** The rating dialog's values as the selects hold them ('' until a rating is chosen). */
export interface VoteValues {
  campaign_rate: string;
  designer_rate: string;
  comments: string;
}

const EMPTY: VoteValues = { campaign_rate: '', designer_rate: '', comments: '' };
const RATING = /^(10|[1-9])$/;
// S 5: ratings are 1 to 10.
const RULES: Rules<VoteValues> = {
  campaign_rate: [{ rule: 'required', message: TEXTS.rateRequired }],
  designer_rate: [{ rule: 'required', message: TEXTS.rateRequired }],
};

const valuesOf = (vote: Vote | null): VoteValues =>
  vote ? { campaign_rate: vote.campaign_rate === null ? '' : String(vote.campaign_rate), designer_rate: vote.designer_rate === null ? '' : String(vote.designer_rate), comments: vote.comments } : { ...EMPTY };

/**
 * S 2 media plan feedback tab: the client's link (fetched, or made on request), the client's survey
 * result, and the staff's own vote with its rating dialog (`#vote` opens it).
 */
export class MediaplanFeedbackStore {
  readonly filters = new HashState(hashSchema);
  readonly form = new RecordFormState<VoteValues>({ ...EMPTY }, { rules: fieldRules(RULES) });
  /** The link, the client's result and the last vote: the page's record, loaded together. */
  readonly page: RecordPageState<VoteValues, undefined, [FeedbackLink, Vote | null]>;
  link: string | null = null;
  client: ClientFeedback | null = null;
  vote: Vote | null = null;
  dialogOpen = false;
  private readonly linkTask = new BusyTask();

  constructor(
    private readonly api: MediaplanFeedbackApi,
    readonly mediaplanId: number,
  ) {
    this.page = new RecordPageState(this.form, {
      record: (signal) => Promise.all([api.link(mediaplanId, signal), api.lastVote(mediaplanId, signal)]),
      apply: (loaded) => {
        if (!loaded) return;
        const [link, vote] = loaded;
        this.link = link.link;
        this.client = link.client;
        this.vote = vote;
      },
    });
    makeAutoObservable<MediaplanFeedbackStore, 'api' | 'linkTask'>(this, { api: false, linkTask: false, filters: false, form: false, page: false, mediaplanId: false }, { autoBind: true });
  }

  get creatingLink(): boolean {
    return this.linkTask.running;
  }

  /** S 2, S 8: a link on request; an answer without one says so. */
  createLink(): Promise<boolean> {
    return this.linkTask.run(async () => {
      const link = await this.api.createLink(this.mediaplanId);
      if (!link) {
        notify.error(TEXTS.linkFailed);
        return false;
      }
      runInAction(() => {
        this.link = link;
      });
      notify.success(TEXTS.linkCreated);
      return true;
    });
  }

  /** 'Оценить' / 'Изменить': the dialog with the current vote (the hash says #vote). */
  openVote(): void {
    if (!this.dialogOpen) this.form.load(valuesOf(this.vote), null);
    this.dialogOpen = true;
    if (this.filters.values.view !== 'vote') this.filters.set({ view: 'vote' }, 'replace');
  }

  /** Closing with unsaved edits asks first. */
  async requestClose(): Promise<boolean> {
    if (this.form.saving) return false;
    if (this.form.dirty && !(await notify.confirm(DISCARD_QUESTION, { confirmLabel: 'Закрыть', cancelLabel: 'Вернуться к форме' }))) return false;
    this.close();
    return true;
  }

  close(): void {
    this.dialogOpen = false;
    this.form.load(valuesOf(this.vote), null);
    if (this.filters.values.view === 'vote') this.filters.set({ view: '' }, 'replace');
  }

  /** S 7 vote: campaign_rate, designer_rate (1–10), comments; the answer is shown as the vote. */
  async saveVote(): Promise<boolean> {
    const id = this.mediaplanId;
    // S 5: ratings are 1 to 10 (a select offers nothing else; this guards a value set another way).
    const { campaign_rate: campaign, designer_rate: designer } = this.form.values;
    const wrong = {
      ...(campaign && !RATING.test(campaign) ? { campaign_rate: TEXTS.rateRequired } : {}),
      ...(designer && !RATING.test(designer) ? { designer_rate: TEXTS.rateRequired } : {}),
    };
    if (Object.keys(wrong).length > 0) {
      this.form.setErrors(wrong);
      return false;
    }
    const source = this.vote?.source ?? {};
    const saved = await this.form.submit((values) => this.api.vote(id, { campaign_rate: Number(values.campaign_rate), designer_rate: Number(values.designer_rate), comments: values.comments }, source));
    if (saved === undefined) return false;
    const sent = this.form.values;
    runInAction(() => {
      // An answer without the vote: what was sent is what is stored.
      const input = { campaign_rate: Number(sent.campaign_rate), designer_rate: Number(sent.designer_rate), comments: sent.comments };
      this.vote = saved ?? { ...input, updated: this.vote?.updated ?? '', login: this.vote?.login ?? '', result: this.vote?.result ?? [], source: { ...source, ...input } };
    });
    this.close();
    return true;
  }

  /** The hash and the first load; `#vote` opens the dialog once the data is in. Returns the disposer. */
  start(): () => void {
    const stop = disposers(
      this.filters.start(),
      reaction(
        () => [this.filters.values.view, this.page.state] as const,
        ([view, state]) => {
          if (view === 'vote' && state === 'ready' && !this.dialogOpen) this.openVote();
        },
        { fireImmediately: true },
      ),
      this.page.stop,
    );
    this.page.fetch();
    return stop;
  }
}
