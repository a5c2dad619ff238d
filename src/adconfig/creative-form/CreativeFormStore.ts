import { makeAutoObservable, reaction } from 'mobx';
import { disposers } from '@core/disposers';
import { LatestLoad } from '@core/latestLoad';
import { numberOf, RecordFormState, RecordPageState } from '@core/record';
import { creativeSettingsUrl } from '@adconfig/shared/creative/api';
import { LIMIT_PAIRS, type Creative } from '@adconfig/shared/creative/creative';
import type { Choice, CreativeFormApi, PayoutChoice, StatusChoice } from './api';
import type { FieldOption } from '@ui/record/fields';
import { CampaignLookup } from './campaignLookup';
import { creativeRules } from './rules';
import { TEXT } from './texts';
import { daysOf, decimalsOf, emptyCreative, limitTypeKey, payloadOf, recommendedDaily, valuesOf, type CreativeValues } from './values';

export type LimitPair = (typeof LIMIT_PAIRS)[number];

export interface CreativeFormOptions {
  /** The creative edited; null on the create page. */
  id: number | null;
  /** A create page's campaign (…/create?campaign_id=), typed in for the operator. */
  campaignId?: string;
  urlPath?: string;
  /** The flight the page printed (data-props `record`): the edit page asks no read call then. */
  given?: Creative | null;
  /** Where a create answered without the new flight's id goes (data-props listUrl); none: the page stays. */
  listUrl?: string;
  /** A 3 distribution's choices as the page prints them (data-props `distributions`); none: no list of our own. */
  distributions?: FieldOption<string>[];
}

/** Options of a select; a blocked entry says so after its name. */
const optionsOf = (items: Array<Choice & { status?: string }>, blocked = ''): FieldOption<number>[] =>
  items.map((i) => ({ value: i.id, label: blocked && i.status === 'blocked' ? `${i.name} ${blocked}` : i.name }));

const withChosen = <T extends Choice>(items: T[], chosen: number | null, make: (id: number) => T): T[] =>
  chosen === null || chosen === 0 || items.some((i) => i.id === chosen) ? items : [...items, make(chosen)];

/** A 2 Creatives (A 4, A 5): a flight's basic fields and its limits; one save, POST /creatives or PUT /creatives/{id}. */
export class CreativeFormStore {
  readonly form: RecordFormState<CreativeValues>;
  readonly page: RecordPageState<CreativeValues, [Choice[], PayoutChoice[]], Creative>;
  readonly campaign: CampaignLookup;
  /** The chosen format's templates and events, the latest format winning. */
  readonly formatLoad = new LatestLoad();
  formats: Choice[] = [];
  payouts: PayoutChoice[] = [];
  templates: StatusChoice[] = [];
  events: Choice[] = [];
  savedName = '';
  /** The flight as last loaded: its group and status, shown, not edited (A 3). */
  loaded: Creative | null = null;

  constructor(
    private readonly api: CreativeFormApi,
    private readonly options: CreativeFormOptions,
  ) {
    this.campaign = new CampaignLookup(api.campaign);
    this.form = new RecordFormState<CreativeValues>(emptyCreative(options.campaignId ?? ''), {
      rules: (values) => creativeRules(values, (typed) => this.campaign.missing(typed)),
      lockedWhenEditing: ['format_id'],
    });
    this.page = new RecordPageState(this.form, {
      id: options.id,
      get: api.get,
      given: options.id !== null && options.given?.id === options.id ? options.given : null,
      choices: (signal) => Promise.all([api.formats(signal), api.payouts(signal)]),
      apply: (creative, [formats, payouts]) => {
        this.formats = formats;
        this.payouts = payouts;
        if (!creative) return;
        this.form.load(valuesOf(creative), null, creative.stored);
        this.savedName = creative.name;
        this.loaded = creative;
        this.campaign.typed(this.form.values.campaign_id, true);
      },
    });
    // deep: false: the dictionaries are replaced whole, never changed in place; a format list of thousands made
    // observable item by item froze the tab.
    makeAutoObservable<CreativeFormStore, 'api' | 'options'>(this, { form: false, page: false, campaign: false, formatLoad: false, api: false, options: false }, { autoBind: true, deep: false });
  }

  get id(): number | null {
    return this.options.id;
  }

  get distributionOptions(): FieldOption<string>[] {
    return this.options.distributions ?? [];
  }

  /** The page's life: the record, the chosen format's choices, the campaign number looked up as typed. */
  start(): () => void {
    // A number that comes with the page (?campaign_id=) or the record is looked up at once; one typed after the pause.
    this.campaign.typed(this.form.values.campaign_id, true);
    return disposers(
      this.page.start(),
      reaction(() => this.form.values.format_id, this.loadFormat, { fireImmediately: true }),
      reaction(() => this.form.values.campaign_id, (typed) => this.campaign.typed(typed)),
      reaction(() => this.campaign.missing(this.form.values.campaign_id), (missing) => missing && this.form.setErrors({ ...this.form.errors, campaign_id: TEXT.campaignMissing })),
      this.campaign.stop,
      this.formatLoad.stop,
    );
  }

  private loadFormat(formatId: number | null): void {
    if (formatId === null) {
      this.formatLoad.settle(() => {
        this.templates = [];
        this.events = [];
      });
      return;
    }
    void this.formatLoad.run(
      (signal) => Promise.all([this.api.templates(formatId, signal), this.api.events(formatId, signal)]),
      ([templates, events]) => {
        this.templates = templates;
        this.events = events;
      },
    );
  }

  // The options of each select, computed once per answer (and per choice made): a dictionary of thousands is
  // mapped once, not at every render of the form.

  /** The format list; a format the server does not list shows as its number. */
  get formatOptions(): FieldOption<number>[] {
    return optionsOf(withChosen(this.formats, this.form.values.format_id, (id) => ({ id, name: `#${id}` })));
  }

  get templateOptions(): FieldOption<number>[] {
    return optionsOf(withChosen(this.templates, this.form.values.template_id, (id) => ({ id, name: `#${id}`, status: '' })), TEXT.blocked);
  }

  /** The chosen format's payout schemes. */
  get payoutOptions(): FieldOption<number>[] {
    const formatId = this.form.values.format_id;
    if (formatId === null) return [];
    const own = this.payouts.filter((p) => p.format_id === formatId);
    return optionsOf(
      withChosen(own, this.form.values.payout_type_id, (id) => this.payouts.find((p) => p.id === id) ?? { id, name: `#${id}`, status: '', format_id: formatId }),
      TEXT.blockedScheme,
    );
  }

  private get eventChoices(): FieldOption<number>[] {
    return optionsOf(this.events);
  }

  /** The format's events, and an event chosen that the format no longer lists as its number. */
  private eventOptionsWith(chosen: number | null): FieldOption<number>[] {
    return chosen === null || chosen === 0 || this.events.some((e) => e.id === chosen) ? this.eventChoices : [...this.eventChoices, { value: chosen, label: `#${chosen}` }];
  }

  get limitEventOptions(): FieldOption<number>[] {
    return this.eventOptionsWith(this.form.values.limit_event_id);
  }

  /** 0 is none (A 3). */
  get videoEventOptions(): FieldOption<number>[] {
    return [{ value: 0, label: TEXT.none }, ...this.eventOptionsWith(this.form.values.video_event_id)];
  }

  get actionEventOptions(): FieldOption<number>[] {
    return this.eventOptionsWith(this.form.values.limit_freq_action_event_id);
  }

  /** A 4: another format clears template, payout scheme, limit event, video event and the frequency action event. */
  chooseFormat(id: number | null): void {
    if (this.form.isLocked('format_id') || id === this.form.values.format_id) return;
    this.form.set('format_id', id);
    this.form.set('template_id', null);
    this.form.set('payout_type_id', null);
    this.form.set('limit_event_id', null);
    this.form.set('video_event_id', 0);
    this.form.set('limit_freq_action_event_id', null);
  }

  /** A 3: the days of the date range (both counted); null without an end. */
  get days(): number | null {
    return daysOf(this.form.values.limit_date_begin, this.form.values.limit_date_end);
  }

  /** A 9: total / days rounded up (a budget to 4 decimals); null without a total or the days. */
  recommended(pair: LimitPair): number | null {
    const total = numberOf(this.form.values[pair.total]);
    const days = this.days;
    if (total === null || total <= 0 || days === null) return null;
    return recommendedDaily(total, days, decimalsOf(pair.total));
  }

  /** The recommendation taken: the daily limit becomes it, counted as its total is. */
  applyRecommended(pair: LimitPair): void {
    const value = this.recommended(pair);
    if (value === null) return;
    this.form.set(pair.daily, String(value));
    this.form.set(limitTypeKey(pair.daily), this.form.values[limitTypeKey(pair.total)]);
  }

  /**
   * POST /creatives (then the new flight's settings page) or PUT /creatives/{id} (the page stays, with the toast;
   * the loaded fields the form does not edit go back as they came). A bare {success: true} is a save: the name
   * sent is the saved one; a create without the new id goes to the list (listUrl), else stays.
   */
  async save(): Promise<void> {
    const id = this.id;
    let sentName = '';
    await this.page.save(
      (values) => {
        sentName = values.name.trim();
        return id === null ? this.api.create(payloadOf(values)) : this.api.update(id, this.form.sendBack(payloadOf(values)));
      },
      {
        redirect: (saved) => saved.redirect,
        leaveTo: (saved) => (id !== null ? null : saved.creative ? creativeSettingsUrl(saved.creative.id, this.options.urlPath) : (this.options.listUrl ?? null)),
        saved: (saved) => {
          this.savedName = saved.creative?.name ?? sentName;
        },
      },
    );
  }
}
