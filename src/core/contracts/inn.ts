import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadState } from '../loadState';
import type { InnInfo } from './decoders';
import { CONTRACT_TEXT } from './texts';

/** S 5: an INN is valid if numeric and 10 or 12 characters. */
export const isValidInn = (inn: string): boolean => /^(\d{10}|\d{12})$/.test(inn.trim());

/**
 * The INN info modal's state: which field asked, the lookup (the latest wins; closing aborts it), what it
 * found or why not ('Не удалось загрузить информацию по ИНН.').
 */
export class InnLookup<F extends string = string> {
  /** The name field the found name goes to; null while the modal is closed. */
  field: F | null = null;
  inn = '';
  state: LoadState = 'idle';
  info: InnInfo | null = null;
  error: string | null = null;
  private controller: AbortController | null = null;

  constructor(private readonly lookup: (inn: string, signal: AbortSignal) => Promise<InnInfo | null>) {
    makeAutoObservable<InnLookup<F>, 'lookup' | 'controller'>(this, { lookup: false, controller: false }, { autoBind: true });
  }

  get open(): boolean {
    return this.field !== null;
  }

  /** Opens the modal for `inn` (its name to go to `field`): an invalid INN says so without a call. */
  async show(inn: string, field: F): Promise<void> {
    this.controller?.abort();
    this.field = field;
    this.inn = inn.trim();
    this.info = null;
    this.error = null;
    if (!isValidInn(this.inn)) {
      this.state = 'failed';
      this.error = CONTRACT_TEXT.innInvalid;
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'loading';
    try {
      const info = await this.lookup(this.inn, controller.signal);
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.info = info;
        this.state = info ? 'ready' : 'failed';
        this.error = info ? null : CONTRACT_TEXT.innFailed;
      });
    } catch {
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.state = 'failed';
        this.error = CONTRACT_TEXT.innFailed;
      });
    }
  }

  hide(): void {
    this.controller?.abort();
    this.controller = null;
    this.field = null;
    this.state = 'idle';
  }
}
