import { sitePath } from '@core/basePath';
import { formatDate, formatNumber, formatPercent } from '@core/format';
import { gapTone, planMet, progressTone, ratingTone, type Tone } from '@core/report/colours';
import { safeHref } from '@core/safeUrl';
import { ExpandToggle } from '@ui/report/ExpandToggle';
import type { ReportCells } from '@ui/report/ReportTable';
import { UNKNOWN_STATUS } from '@ui/StatusBadge';
import type { PostClickRow } from '../api';
import type { PostClickKpiStore } from '../PostClickKpiStore';
import { fallbackStatusName } from '../statusNames';
import { TEXTS } from '../texts';

const cellTone = (tone: Tone | null) => (tone ? `table-${tone}` : undefined);
const percent = (n: number | null) => formatPercent(n, 0);
const isTotals = (row: PostClickRow) => row.campaign_id === null;
const COMPARE_TEXT: Record<string, string> = { '>': '>', '<': '<', '=': '=', '>=': '≥', '<=': '≤' };

function Rating({ value }: { value: number | null }) {
  const tone = ratingTone(value);
  return value === null || !tone ? null : <span className={`badge text-bg-${tone}`}>{formatNumber(value, 0)}</span>;
}

function KpiList({ store, row }: { store: PostClickKpiStore; row: PostClickRow }) {
  if (!row.kpi_plan.length) return null;
  return (
    <ul className="list-unstyled mb-0 small">
      {row.kpi_plan.map((plan) => {
        const indicator = store.indicator(plan.kpi_id);
        const fact = row.kpi_fact[String(plan.kpi_id)] ?? null;
        const known = plan.compare === 'unknown' ? null : plan.compare;
        const met = plan.compare === 'unknown' ? null : planMet(fact, plan.plan, known, indicator?.worst ?? null);
        // S 8: an operator the report does not know (or, with none, no worst value to decide by) cannot be judged.
        const unjudged = plan.compare === 'unknown' || (met === null && fact !== null && plan.plan !== null);
        return (
          <li key={plan.kpi_id} className={met === null ? '' : met ? 'text-success' : 'text-danger'}>
            {indicator?.name || TEXTS.unknownKpi(plan.kpi_id)}: {fact === null ? '—' : formatNumber(fact)} / {known ? COMPARE_TEXT[known] : ''}
            {plan.plan === null ? '—' : formatNumber(plan.plan)}
            {met !== null && <span className="visually-hidden"> ({met ? TEXTS.met : TEXTS.failed})</span>}
            {unjudged && <span className="text-body-secondary"> ({TEXTS.unknownCompare})</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** How the report's fields show (S 2 links, S 9 colours); fields without an entry show as text. */
export function postClickCells(store: PostClickKpiStore, urlPath = ''): ReportCells<PostClickRow> {
  const statusName = (status: string) => store.report.info?.statuses.find((s) => s.value === status)?.name ?? fallbackStatusName(status) ?? (status ? UNKNOWN_STATUS : '');
  return {
    // The key columns stay on the left while the ~3 300 px report scrolls sideways (issue 26).
    campaign_id: { align: 'end', width: '5rem', frozen: true },
    campaign_name: {
      frozen: true,
      width: '18rem',
      render: (row) => {
        const name = row.campaign_name || String(row.campaign_id);
        const href = row.campaign_id === null ? undefined : safeHref(sitePath(`/campaigns/stat/?id=${row.campaign_id}`, urlPath));
        const open = store.report.isExpanded(row);
        return (
          <div className="d-flex align-items-start gap-1">
            <ExpandToggle expanded={open} label={TEXTS.toggle(name, open)} onToggle={() => store.report.toggle(row)}>
              {name}
            </ExpandToggle>
            {href && (
              <a href={href} className="ms-auto small" aria-label={TEXTS.statLink(name)} title={TEXTS.statLink(name)}>
                <span aria-hidden="true">↗</span>
              </a>
            )}
          </div>
        );
      },
    },
    mediaplan_id: {
      align: 'end',
      width: '7rem',
      render: (row) => {
        const href = row.mediaplan_id === null ? undefined : safeHref(sitePath(`/mediaplans/settings/?id=${row.mediaplan_id}`, urlPath));
        return href && row.mediaplan_id !== null ? (
          <a href={href} aria-label={TEXTS.mediaplanLink(row.mediaplan_id)}>
            {row.mediaplan_id}
          </a>
        ) : null;
      },
    },
    campaign_status: { width: '7rem', render: (row) => statusName(row.campaign_status) },
    s_formats: { render: (row) => row.s_formats.map((f) => f.n).join(', ') },
    limit_date_begin: { width: '7rem', render: (row) => formatDate(row.limit_date_begin) },
    limit_date_end: { width: '7rem', render: (row) => formatDate(row.limit_date_end) },
    completion_percent: { align: 'end', width: '7rem', render: (row) => percent(row.completion_percent), className: (row) => (isTotals(row) ? undefined : cellTone(progressTone(row.completion_percent))) },
    percent_result: { align: 'end', width: '7rem', render: (row) => percent(row.percent_result), className: (row) => (isTotals(row) ? undefined : cellTone(gapTone(row.completion_percent, row.percent_result))) },
    kpi_plan: { width: '14rem', render: (row) => <KpiList store={store} row={row} /> },
    // S 9's rating badge on every rate of S 3's row: the client's and the internal ones.
    campaign_rate: { align: 'center', width: '6rem', render: (row) => <Rating value={row.campaign_rate} /> },
    account_rate: { align: 'center', width: '6rem', render: (row) => <Rating value={row.account_rate} /> },
    designer_rate: { align: 'center', width: '6rem', render: (row) => <Rating value={row.designer_rate} /> },
    campaign_rate_in: { align: 'center', width: '6rem', render: (row) => <Rating value={row.campaign_rate_in} /> },
    designer_rate_in: { align: 'center', width: '6rem', render: (row) => <Rating value={row.designer_rate_in} /> },
    count_comments: {
      align: 'center',
      width: '7rem',
      render: (row) =>
        // Without the comments panel (the old report) the count is only shown.
        isTotals(row) || !store.comments ? (
          formatNumber(row.count_comments ?? 0, 0)
        ) : (
          <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={TEXTS.comments(row.campaign_name || String(row.campaign_id), row.count_comments)} onClick={() => store.openComments(row)}>
            {formatNumber(row.count_comments ?? 0, 0)}
          </button>
        ),
    },
  };
}
