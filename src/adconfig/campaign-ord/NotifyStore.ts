import { makeAutoObservable } from 'mobx';
import { BusyTask } from '@core/busy';
import { notify } from '@core/notify';
import { DEFAULT_NOTIFY_TYPES, MONTHS, TEXT, type NotifyType } from './texts';

/** The last 12 months, newest first: Y-m and its name ('ноябрь 2026'). */
export function recentMonths(today: Date = new Date(), count = 12): Array<{ value: string; label: string }> {
  return Array.from({ length: count }, (_, i) => {
    const month = new Date(today.getFullYear(), today.getMonth() - i, 1);
    return { value: `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`, label: `${MONTHS[month.getMonth()]} ${month.getFullYear()}` };
  });
}

/** The notify modal: months and types required, partners and managers by default (A 5, A 9). */
export class NotifyStore {
  open = false;
  months: string[] = [];
  types: NotifyType[] = [...DEFAULT_NOTIFY_TYPES];
  errors: { months?: string; types?: string } = {};
  readonly sending = new BusyTask();

  constructor(private readonly send: (body: { period: string[]; types: string[] }) => Promise<string | undefined>) {
    makeAutoObservable<NotifyStore, 'send'>(this, { sending: false, send: false }, { autoBind: true });
  }

  show(): void {
    this.months = [];
    this.types = [...DEFAULT_NOTIFY_TYPES];
    this.errors = {};
    this.open = true;
  }

  hide(): void {
    if (!this.sending.running) this.open = false;
  }

  toggleMonth(month: string): void {
    this.months = this.months.includes(month) ? this.months.filter((m) => m !== month) : [...this.months, month];
    delete this.errors.months;
  }

  toggleType(type: NotifyType): void {
    this.types = this.types.includes(type) ? this.types.filter((t) => t !== type) : [...this.types, type];
    delete this.errors.types;
  }

  async submit(): Promise<void> {
    this.errors = { ...(this.months.length ? {} : { months: TEXT.needMonths }), ...(this.types.length ? {} : { types: TEXT.needTypes }) };
    if (this.errors.months || this.errors.types) return;
    const body = { period: [...this.months].sort(), types: [...this.types] };
    const sent = await this.sending.run(async () => {
      notify.success((await this.send(body)) || TEXT.notified);
      return true;
    });
    if (sent) this.open = false;
  }
}
