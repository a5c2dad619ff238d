import { makeAutoObservable, runInAction } from 'mobx';
import { notify } from '../../core/notify';
import type { ReportResult } from '../shared/non-std-reports/result';
import type { NonStdReportEditApi } from './api';
import { previewParams, type ReportValues } from './values';

/** The preview tab: the SQL built from the template and the parameters' defaults, then run. */
export class PreviewStore {
  sql = '';
  building = false;
  running = false;
  result: ReportResult | null = null;

  constructor(
    private readonly api: NonStdReportEditApi,
    private readonly values: () => ReportValues,
  ) {
    makeAutoObservable<PreviewStore, 'api' | 'values'>(this, { api: false, values: false }, { autoBind: true });
  }

  /** POST /build-request {request_tpl, params, params_types}. */
  async build(): Promise<void> {
    if (this.building) return;
    this.building = true;
    try {
      const sql = await this.api.buildRequest(previewParams(this.values()));
      runInAction(() => {
        this.sql = sql;
        this.result = null;
      });
    } catch (error) {
      notify.error(error);
    } finally {
      runInAction(() => {
        this.building = false;
      });
    }
  }

  /** POST /run-request {request, data_source, result_type}: the result shows under the SQL. */
  async run(): Promise<void> {
    if (this.running || !this.sql.trim()) return;
    const values = this.values();
    this.running = true;
    try {
      const result = await this.api.runRequest({ request: this.sql, data_source: values.data_source ?? '', result_type: values.result_type ?? '' });
      runInAction(() => {
        this.result = result;
      });
    } catch (error) {
      notify.error(error);
    } finally {
      runInAction(() => {
        this.running = false;
      });
    }
  }
}
