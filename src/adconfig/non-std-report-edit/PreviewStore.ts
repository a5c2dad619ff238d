import { makeAutoObservable, runInAction } from 'mobx';
import { BusyTask } from '@core/busy';
import type { ReportResult } from '@adconfig/shared/non-std-reports/result';
import type { NonStdReportEditApi } from './api';
import { payloadOf, previewParams, type ReportValues } from './values';

/** The preview tab: the report as typed previewed in one call, or the SQL built from the template and the parameters' defaults, then run. */
export class PreviewStore {
  sql = '';
  result: ReportResult | null = null;
  private readonly previewTask = new BusyTask();
  private readonly buildTask = new BusyTask();
  private readonly runTask = new BusyTask();

  constructor(
    private readonly api: NonStdReportEditApi,
    private readonly values: () => ReportValues,
  ) {
    makeAutoObservable<PreviewStore, 'api' | 'values' | 'previewTask' | 'buildTask' | 'runTask'>(this, { api: false, values: false, previewTask: false, buildTask: false, runTask: false }, { autoBind: true });
  }

  /** The SQL as the operator corrects it before running it (A 7 run-request takes `request` as free text). */
  setSql(sql: string): void {
    this.sql = sql;
  }

  get previewing(): boolean {
    return this.previewTask.running;
  }

  get building(): boolean {
    return this.buildTask.running;
  }

  get running(): boolean {
    return this.runTask.running;
  }

  /** POST /preview (A 7) with the report as typed: the SQL (when the answer sends it) and the result, as the server builds and runs them. */
  previewReport(): Promise<boolean> {
    const payload = payloadOf(this.values());
    return this.previewTask.run(async () => {
      const preview = await this.api.preview(payload);
      runInAction(() => {
        if (preview.sql !== null) this.sql = preview.sql;
        this.result = preview.result;
      });
      return true;
    });
  }

  /** POST /build-request {request_tpl, params, params_types}. */
  build(): Promise<boolean> {
    return this.buildTask.run(async () => {
      const sql = await this.api.buildRequest(previewParams(this.values()));
      runInAction(() => {
        this.sql = sql;
        this.result = null;
      });
      return true;
    });
  }

  /** POST /run-request {request, data_source, result_type}: the result shows under the SQL. */
  run(): Promise<boolean> {
    if (!this.sql.trim()) return Promise.resolve(false);
    const values = this.values();
    const request = { request: this.sql, data_source: values.data_source ?? '', result_type: values.result_type ?? '' };
    return this.runTask.run(async () => {
      const result = await this.api.runRequest(request);
      runInAction(() => {
        this.result = result;
      });
      return true;
    });
  }
}
