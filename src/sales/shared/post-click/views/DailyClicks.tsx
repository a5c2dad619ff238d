import { formatDate, formatNumber } from '@core/format';
import type { ExpandedRow } from '@core/report/ReportStore';
import type { DayClicks, PostClickRow } from '../api';
import { TEXTS } from '../texts';

/** The expanded campaign: its clicks by day (S 3 "Click statistics row"), newest first, in a short scroll box. */
export function DailyClicks({ row, expanded }: { row: PostClickRow; expanded: ExpandedRow<DayClicks[]> }) {
  const name = row.campaign_name || String(row.campaign_id);
  if (expanded.state === 'loading') return <div className="small text-body-secondary py-2">{TEXTS.daysLoading}</div>;
  const days = expanded.detail ?? [];
  if (expanded.state === 'failed' || days.length === 0) return <div className="small text-body-secondary py-2">{TEXTS.noDays}</div>;
  return (
    <div className="table-scroll" style={{ maxHeight: 200, maxWidth: '32rem' }} tabIndex={0} role="region" aria-label={TEXTS.daysCaption(name)}>
      <table className="table table-sm mb-0 table-sticky">
        <caption className="visually-hidden">{TEXTS.daysCaption(name)}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXTS.day_}</th>
            <th scope="col" className="text-end">
              {TEXTS.clicks}
            </th>
            <th scope="col" className="text-end">
              {TEXTS.cumulative}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <td>{formatDate(day.day)}</td>
              <td className="text-end">{day.cl === null ? '' : formatNumber(day.cl, 0)}</td>
              <td className="text-end">{day.clc === null ? '' : formatNumber(day.clc, 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
