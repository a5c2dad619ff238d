import { makeAutoObservable } from 'mobx';
import { RecordFormState } from '@core/record';
import type { OrdPeriod, PeriodPayload } from './api';
import { OrdLock } from './OrdLock';
import { periodRules } from './rules';
import { emptyPeriod, hasOrdData, periodPayload, periodValuesOf, type PeriodValues } from './values';

/** The period modal: a new period or one of the list, locked like the settings once its ids are set. */
export class PeriodModalStore {
  open = false;
  /** The period edited; null for a new one. */
  id: number | null = null;
  readonly form = new RecordFormState<PeriodValues>(emptyPeriod(), { rules: periodRules });
  readonly lock = new OrdLock();

  constructor(
    private readonly save: (id: number | null, payload: PeriodPayload) => Promise<string | undefined>,
    private readonly saved: (message: string | undefined) => void,
  ) {
    makeAutoObservable<PeriodModalStore, 'save' | 'saved'>(this, { form: false, lock: false, save: false, saved: false }, { autoBind: true });
  }

  show(period: OrdPeriod | null): void {
    this.id = period?.id ?? null;
    const values = period ? periodValuesOf(period) : emptyPeriod();
    this.form.load(values);
    this.lock.lockIf(period !== null && hasOrdData(values, values.ord));
    this.open = true;
  }

  hide(): void {
    if (!this.form.saving) this.open = false;
  }

  async submit(): Promise<void> {
    const id = this.id;
    const done = await this.form.submit(async (values) => ({ message: await this.save(id, periodPayload(values)) }), { success: false });
    if (!done) return;
    this.open = false;
    this.saved(done.message);
  }
}
