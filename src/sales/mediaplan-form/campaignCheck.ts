import { makeAutoObservable } from 'mobx';
import { sitePath } from '@core/basePath';
import type { DictionaryEntry } from '@core/decode';
import { LatestLoad } from '@core/latestLoad';
import { LoadOnce } from '@core/loadOnce';
import type { FoundCampaign, MediaplanFormApi } from './api';
import { TEXT } from './texts';

/** A campaign number as typed: a positive whole number, else none. */
const campaignIdOf = (text: string): number | null => (/^\s*[1-9]\d{0,15}\s*$/.test(text) ? Number(text.trim()) : null);

/**
 * «Кампания по номеру» (S 7 "Campaign find by id"): the operator types a campaign's number and sees the campaign,
 * its period, whether it is in this media plan (or which one), and its sales model named by S 7's sales-models
 * (asked once, the first time a campaign names one). The latest lookup wins; nothing here is saved with the plan.
 */
export class CampaignCheck {
  text = '';
  /** The number the answer is for, and the campaign (null: none by that number); null before any lookup. */
  answer: { id: number; campaign: FoundCampaign | null } | null = null;
  error: string | null = null;
  readonly load = new LatestLoad();
  readonly salesModels: LoadOnce<DictionaryEntry[]>;

  constructor(
    private readonly api: Pick<MediaplanFormApi, 'campaign' | 'salesModels'>,
    /** The media plan on the page; null on the create page. */
    readonly planId: number | null,
    private readonly urlPath = '',
  ) {
    this.salesModels = new LoadOnce((signal) => api.salesModels(signal), []);
    makeAutoObservable<CampaignCheck, 'api' | 'urlPath'>(this, { api: false, urlPath: false, load: false, salesModels: false }, { autoBind: true });
  }

  /** S 2: a campaign's statistics page, a media plan's settings page. */
  campaignUrl(id: number): string {
    return sitePath(`/campaigns/stat/?id=${id}`, this.urlPath);
  }

  planUrl(id: number): string {
    return sitePath(`/mediaplans/settings/?id=${id}`, this.urlPath);
  }

  setText(text: string): void {
    this.text = text;
    this.error = null;
  }

  /** 'Найти' or Enter: a number is looked up; anything else says what is expected. */
  find(): void {
    const id = campaignIdOf(this.text);
    if (id === null) {
      this.error = TEXT.campaignCheck.needNumber;
      return;
    }
    void this.load.run(
      (signal) => this.api.campaign(id, signal),
      (campaign) => this.found(id, campaign),
    );
  }

  private found(id: number, campaign: FoundCampaign | null): void {
    this.answer = { id, campaign };
    if (campaign?.sales_model) void this.salesModels.load();
  }

  /** The found campaign's sales model by its name (sales-models), else as the campaign names it. */
  get salesModel(): string {
    const key = this.answer?.campaign?.sales_model ?? '';
    if (!key) return '';
    return this.salesModels.value.find((m) => m.key === key)?.value || key;
  }

  stop(): void {
    this.load.stop();
    this.salesModels.stop();
  }
}
