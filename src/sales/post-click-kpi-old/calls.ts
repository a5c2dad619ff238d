// The screen's calls (issue 41): the shared post-click report (src/sales/shared/post-click) makes them.
import { chosen, spec, type Calls } from '@core/calls';

export const calls = {
  report: spec('S 7 GET /api/stat/campaigns/post-click-kpi (field, order, date_on, page, perPage, filters; data, compiledAt, meta)'),
  indicators: spec('S 7 GET {api}/sales/kpi-indicators (the KPI names)'),
  pageSettings: spec('S 7 GET/POST /api/user/page-settings'),
  days: chosen("GET …/post-click-kpi/{campaign_id}/days?date_on= (a campaign's daily clicks): the expanded row shows 'Нет данных'"),
  columnsTotals: chosen('answer fields `columns` and `totals`: without them the report\'s own columns and no totals row'),
  filterParams: chosen('the `search` and `campaign_status` parameters; `meta.availableFilters.{name}` as [{value, name}] (or {title, options}), each offered filter sent as `name=value`'),
} satisfies Calls;
