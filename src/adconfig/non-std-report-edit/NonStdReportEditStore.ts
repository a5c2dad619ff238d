import { makeAutoObservable } from 'mobx';
import { BusyTask } from '@core/busy';
import { HashState } from '@core/hash';
import { flashSuccess } from '@core/navigate';
import { notify } from '@core/notify';
import { RecordFormState, RecordPageState, type RecordTab } from '@core/record';
import type { Choice } from '@adconfig/shared/non-std-reports/dictionaries';
import type { NonStdReport } from '@adconfig/shared/non-std-reports/report';
import { AccessStore } from './AccessStore';
import type { NonStdReportEditApi } from './api';
import { hashSchema } from './hash';
import { PreviewStore } from './PreviewStore';
import { reportRules } from './rules';
import { TEXT } from './texts';
import { emptyReport, payloadOf, valuesOf, type ReportValues } from './values';

/** The tabs and the paths each holds; preview and access hold no saved fields. */
export const TABS: RecordTab[] = [
  { key: 'main', title: TEXT.tabs.main, paths: ['request_tpl', 'filters', 'name', 'data_source', 'result_type', 'organization_id', 'status'] },
  { key: 'preview', title: TEXT.tabs.preview, paths: [] },
  { key: 'access', title: TEXT.tabs.access, paths: [] },
];

export interface ReportEditOptions {
  /** The report edited; null on the create page. */
  id: number | null;
  /** {baseUrl}: the list (after a delete) and the edit page of a new report. */
  base: string;
  statuses: readonly Choice[];
  roles: readonly Choice[];
}

/** A 2 Non-standard report editor: the record form, its preview and its access. */
export class NonStdReportEditStore {
  readonly hash = new HashState(hashSchema);
  readonly form = new RecordFormState<ReportValues>(emptyReport(), { rules: reportRules, tabs: TABS });
  readonly preview: PreviewStore;
  readonly access: AccessStore;
  readonly page: RecordPageState<ReportValues, undefined, NonStdReport>;
  savedName = '';
  /** The report as loaded: a save sends its other fields back as they came. */
  private source: Readonly<Record<string, unknown>> = {};
  private readonly removal = new BusyTask();

  constructor(
    private readonly api: NonStdReportEditApi,
    private readonly options: ReportEditOptions,
  ) {
    this.preview = new PreviewStore(api, () => this.form.values);
    this.access = new AccessStore(api, options.roles);
    this.page = new RecordPageState(this.form, {
      hash: this.hash,
      id: options.id,
      get: api.get,
      apply: (report) => {
        if (!report) return;
        this.form.load(valuesOf(report, options.statuses));
        this.savedName = report.name;
        this.source = report.source;
        void this.access.load(report.access);
      },
    });
    makeAutoObservable<NonStdReportEditStore, 'api' | 'options' | 'removal' | 'source'>(this, { source: false, hash: false, form: false, page: false, preview: false, access: false, api: false, options: false, removal: false }, { autoBind: true });
  }

  get id(): number | null {
    return this.options.id;
  }

  /** The reports' list: the back link, and where a delete goes. */
  get listUrl(): string {
    return this.options.base || '/';
  }

  /** Create (then its edit page, A 4) or update (the toast). */
  async save(): Promise<void> {
    const id = this.options.id;
    await this.page.save((values) => (id === null ? this.api.create(payloadOf(values)) : this.api.update(id, payloadOf(values, this.source))), {
      redirect: (saved) => (id === null ? saved.redirect : null),
      // A create answered without the new report (a bare {success: true}) goes to the list, where it now is.
      leaveTo: (saved) => (id === null ? (saved.report ? `${this.options.base}/${saved.report.id}/edit` : this.listUrl) : null),
      saved: (saved) => {
        if (id === null) return;
        // A bare answer saved what was sent.
        this.savedName = saved.report?.name ?? this.form.values.name.trim();
        this.source = saved.report?.source ?? payloadOf(this.form.values, this.source);
      },
    });
  }

  get deleting(): boolean {
    return this.removal.running;
  }

  /** Asks, deletes, then the list with the toast; a failure keeps the page as it is. */
  async remove(): Promise<boolean> {
    const id = this.options.id;
    if (id === null || this.deleting) return false;
    const ok = await notify.confirm(TEXT.deleteConfirm, { title: TEXT.deleteTitle(this.savedName || String(id)), confirmLabel: TEXT.delete, danger: true });
    if (!ok) return false;
    return this.removal.run(async () => {
      const message = await this.api.remove(id);
      flashSuccess(message || undefined);
      this.page.leave(this.listUrl);
      return true;
    });
  }
}
