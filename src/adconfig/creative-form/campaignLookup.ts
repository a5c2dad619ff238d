import { makeAutoObservable } from 'mobx';
import { debounce } from '@core/debounce';
import { LatestLoad } from '@core/latestLoad';
import type { Campaign } from './api';
import { idOf } from './values';

/**
 * The campaign number looked up as it is typed (A 5: 'Кампания не найдена'): after the general pause (A 9,
 * 300 ms), the latest number winning; the answer is kept with the number it is for, so a number typed since
 * never shows an earlier number's campaign.
 */
export class CampaignLookup {
  answer: { id: number; campaign: Campaign | null } | null = null;
  /** The number asked about right now (null: none). */
  asking: number | null = null;
  private readonly load = new LatestLoad();
  private readonly later = debounce((id: number) => this.ask(id));

  constructor(private readonly find: (id: number, signal: AbortSignal) => Promise<Campaign | null>) {
    makeAutoObservable<CampaignLookup, 'find' | 'load' | 'later'>(this, { find: false, load: false, later: false }, { autoBind: true });
  }

  /** The field's text changed: a whole number is looked up (after the pause, or `now`); anything else asks nothing. */
  typed(text: string, now = false): void {
    const id = idOf(text);
    this.later.cancel();
    if (id !== null && this.asking === id) return;
    if (id === null || this.answer?.id === id) {
      this.stop();
      return;
    }
    if (now) this.ask(id);
    else this.later(id);
  }

  /** The number typed is known not to be a campaign. */
  missing(text: string): boolean {
    const id = idOf(text);
    return id !== null && this.answer?.id === id && this.answer.campaign === null;
  }

  /** The campaign of the number typed, once found. */
  found(text: string): Campaign | null {
    const id = idOf(text);
    return id !== null && this.answer?.id === id ? this.answer.campaign : null;
  }

  stop(): void {
    this.later.cancel();
    this.load.stop();
    this.asking = null;
  }

  private ask(id: number): void {
    this.asking = id;
    void this.load
      .run(
        (signal) => this.find(id, signal),
        (campaign) => {
          this.answer = { id, campaign };
        },
      )
      .finally(() => this.settled(id));
  }

  private settled(id: number): void {
    if (this.asking === id) this.asking = null;
  }
}
