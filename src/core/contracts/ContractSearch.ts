import { makeAutoObservable } from 'mobx';
import { debounce } from '../debounce';
import type { Params } from '../http';
import { LatestLoad } from '../latestLoad';
import type { Contract } from './decoders';

/** At most this many found documents are listed (the list scrolls within 500 px, A 9). */
export const CONTRACT_RESULTS_CAP = 100;

/**
 * A contract search as the operator types (GET /hb/docs?search=, 300 ms after the last key, the latest
 * answer wins); what was found, the first CONTRACT_RESULTS_CAP of it.
 */
export class ContractSearch {
  text = '';
  results: Contract[] = [];
  /** More were found than are listed: the operator narrows the search. */
  more = false;
  readonly load = new LatestLoad();
  private readonly later = debounce(() => this.run());

  constructor(private readonly search: (params: Params, signal: AbortSignal) => Promise<Contract[]>) {
    makeAutoObservable<ContractSearch, 'search' | 'later'>(this, { load: false, search: false, later: false }, { autoBind: true });
  }

  type(text: string): void {
    this.text = text;
    if (text.trim() === '') {
      this.later.cancel();
      this.load.settle(() => this.show([]));
      return;
    }
    this.later();
  }

  /** Searches now (Enter). */
  now(): void {
    this.later.cancel();
    this.run();
  }

  private run(): void {
    const search = this.text.trim();
    if (search === '') return;
    void this.load.run((signal) => this.search({ search }, signal), this.show);
  }

  private show(found: Contract[]): void {
    this.more = found.length > CONTRACT_RESULTS_CAP;
    this.results = found.slice(0, CONTRACT_RESULTS_CAP);
  }

  stop(): void {
    this.later.cancel();
    this.load.stop();
  }
}
