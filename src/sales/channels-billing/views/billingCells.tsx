import { sitePath } from '@core/basePath';
import { formatMoney, formatNumber } from '@core/format';
import type { ReportCells } from '@ui/report/ReportTable';
import type { BillingRow } from '../api';
import { TEXTS } from '../texts';

/** The cells: the partner's name logs in as the partner when `relog` (S 2), a row's stat and settings pages by its flags (S 6). */
export function billingCells(relog: boolean, urlPath = ''): ReportCells<BillingRow> {
  const page = (path: string, id: number) => `${sitePath(path, urlPath)}?id=${id}`;
  return {
    // The key columns stay on the left while the table scrolls sideways (issue 26).
    channel_id: { frozen: true },
    channel_name: { frozen: true },
    partner_name: {
      render: (row) =>
        relog && row.partner_id !== null ? (
          <a href={page('/users/relog/', row.partner_id)} aria-label={TEXTS.relog(row.partner_name)}>
            {row.partner_name}
          </a>
        ) : (
          row.partner_name
        ),
    },
    shows: { align: 'end', render: (row) => formatNumber(row.shows, 0) },
    clicks: { align: 'end', render: (row) => formatNumber(row.clicks, 0) },
    amount: { align: 'end', render: (row) => formatMoney(row.amount) },
    links: {
      render: (row) =>
        row.channel_id === null ? null : (
          <span className="d-inline-flex gap-2">
            {row.stat && (
              <a href={page('/channels/stat/', row.channel_id)} aria-label={TEXTS.stat(row.channel_name)}>
                {TEXTS.statShort}
              </a>
            )}
            {row.settings && (
              <a href={page('/channels/settings/', row.channel_id)} aria-label={TEXTS.settings(row.channel_name)}>
                {TEXTS.settingsShort}
              </a>
            )}
          </span>
        ),
    },
  };
}
