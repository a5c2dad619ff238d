import { makeAutoObservable, runInAction } from 'mobx';
import { filterMap, filterMapOf, HashState, type FilterMap } from '@core/hash';
import { FilterDraft } from '@core/hash/FilterDraft';
import { hashPaging } from '@core/paging';
import { commentsApi } from '@core/report/comments/api';
import { CommentsStore, type GroupAccess } from '@core/report/comments/CommentsStore';
import { ColumnSettings } from '@core/report/ColumnSettings';
import { yesterday } from '@core/report/dayField';
import { pageSettingsApi } from '@core/report/pageSettings';
import { ReportStore } from '@core/report/ReportStore';
import type { DayClicks, Indicator, PostClickInfo, PostClickKpiApi, PostClickQuery, PostClickRow } from './api';
import { DEFAULT_COLUMNS } from './columns';
import { hashSchema } from './hash';
import { disposers } from '@core/disposers';

const OFFERED = filterMap();

/** The page's key in /api/user/page-settings (S 7 `action`): the new report's; the old one keeps its own (options.settingsAction). */
export const PAGE_SETTINGS_ACTION = 'post-click-kpi';
/** The comments' {type} (S 7 {api}/comments/{type}/{id}). */
export const COMMENTS_TYPE = 'post-click-kpi';

/** How a version of the report is set up: the new one has the comments side panel; the old one has none. */
export interface PostClickOptions {
  urlPath?: string;
  /** The comment-group access rules (S 6); with `comments: false` unused. */
  access?: GroupAccess;
  /** The comments side panel (default true; the old report has none). */
  comments?: boolean;
  /** The page key of the user's column settings (default PAGE_SETTINGS_ACTION). */
  settingsAction?: string;
}

/**
 * S 2 post-click KPI report: sidebar filters in the hash (report day, default yesterday; search;
 * status), 50 per page sorted by campaign id descending (S 9), one campaign's daily clicks open at a
 * time, the user's columns, and the comments side panel. Ready when the KPI indicators, the data and
 * the table are all done.
 */
export class PostClickKpiStore {
  readonly filters = new HashState(hashSchema);
  /** What is chosen in the sidebar until 'Найти'. */
  readonly draft = new FilterDraft(this.filters, ['d', 'q', 'st', 'flt'] as const);
  readonly report: ReportStore<PostClickRow, PostClickQuery, PostClickInfo, DayClicks[]>;
  /** The comments side panel; null in a version of the report without it. */
  readonly comments: CommentsStore | null;
  indicators: Indicator[] = [];
  private indicatorsLoad: Promise<void> | null = null;

  constructor(
    private readonly api: PostClickKpiApi,
    options: PostClickOptions = {},
  ) {
    this.report = new ReportStore({
      query: () => this.query,
      load: (query, paging, signal) => this.api.report(query, paging, signal),
      ready: () => this.loadIndicators(),
      paging: hashPaging(this.filters),
      rowKey: (row) => row.campaign_id ?? 0,
      columns: DEFAULT_COLUMNS,
      settings: new ColumnSettings(pageSettingsApi(options.urlPath), options.settingsAction ?? PAGE_SETTINGS_ACTION),
      details: (row, query, signal) => this.api.days(row.campaign_id ?? 0, query.dateOn, signal),
    });
    this.comments =
      options.comments === false
        ? null
        : new CommentsStore(commentsApi(COMMENTS_TYPE, options.urlPath), options.access ?? {}, (id, count) => this.report.replaceRow(id, (row) => ({ ...row, count_comments: count })));
    makeAutoObservable<PostClickKpiStore, 'api' | 'indicatorsLoad'>(this, { api: false, filters: false, draft: false, report: false, comments: false, indicatorsLoad: false }, { autoBind: true });
  }

  get query(): PostClickQuery {
    const { d, q, st, flt } = this.filters.values;
    return { dateOn: d || yesterday(), search: q.trim(), status: st, offered: flt };
  }

  /** The offered filters as chosen in the sidebar (not yet applied). */
  get offeredDraft(): FilterMap {
    return OFFERED.parse(this.draft.text.flt) ?? {};
  }

  editOffered(name: string, value: string): void {
    this.draft.edit('flt', OFFERED.write(filterMapOf(Object.entries({ ...this.offeredDraft, [name]: value }))));
  }

  indicator(id: number): Indicator | undefined {
    return this.indicators.find((i) => i.id === id);
  }

  /** Once per page; a failure is retried by the next load. */
  loadIndicators(): Promise<void> {
    this.indicatorsLoad ??= this.api.indicators().then(
      (indicators) => runInAction(() => {
        this.indicators = indicators;
      }),
      (error: unknown) => {
        this.indicatorsLoad = null;
        throw error;
      },
    );
    return this.indicatorsLoad;
  }

  /** 'Найти': applies what is chosen; the same filters again reload (a fresh report). */
  search(): void {
    if (this.draft.apply() === 'unchanged') void this.report.load();
  }

  reset(): void {
    this.draft.reset();
  }

  openComments(row: PostClickRow): void {
    if (row.campaign_id !== null) this.comments?.open({ id: row.campaign_id, title: row.campaign_name || String(row.campaign_id) });
  }

  start(): () => void {
    const stop = disposers(this.filters.start(), this.draft.start(), this.report.start());
    return () => {
      stop();
      this.comments?.close();
    };
  }
}
