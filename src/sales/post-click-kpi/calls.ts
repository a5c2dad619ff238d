// The screen's calls (issue 41): the shared post-click report (src/sales/shared/post-click) and the comments panel make them.
import { chosen, spec, type Calls } from '@core/calls';

export const calls = {
  report: spec('S 7 GET /api/stat/campaigns/post-click-kpi (field, order, date_on, page, perPage, filters; data, compiledAt, meta)'),
  indicators: spec('S 7 GET {api}/sales/kpi-indicators (the KPI names)'),
  pageSettings: spec('S 7 GET/POST /api/user/page-settings'),
  comments: spec('S 7 Comments: GET/POST {api}/comments/{type}/{id}, PUT/DELETE {api}/comments/{id}'),
  commentGroups: spec('S 7 Comment groups: GET/POST {api}/comments-groups/{type}, PUT/DELETE {api}/comments-groups/{id}'),
  days: chosen("GET …/post-click-kpi/{campaign_id}/days?date_on= (a campaign's daily clicks): the expanded row shows 'Нет данных'"),
  columnsTotals: chosen('answer fields `columns` and `totals`: without them the report\'s own columns and no totals row'),
  filterParams: chosen('the `search` and `campaign_status` parameters; `meta.availableFilters.{name}` as [{value, name}] (or {title, options}), each offered filter sent as `name=value`'),
  commentGroupBody: chosen('PUT {api}/comments/{id} with {group_id} (assign a group)'),
} satisfies Calls;
