import { formatDateTime } from '@core/format';
import type { ReportColumn } from '@core/report/columns';
import type { Column } from '@ui/DataTable';
import type { SettingRow } from '../api';

/** The table's columns as the backend lists them (field, title, sorting); the name links to the setting's page. */
export function settingColumns(columns: ReportColumn[], settingHref: (row: SettingRow) => string): Column<SettingRow>[] {
  return columns.map((c) => ({
    key: c.field,
    title: c.title,
    sortable: c.sortable,
    ...(c.field === 'setting_id' ? { align: 'end' as const, width: '5rem' } : {}),
    render:
      c.field === 'name'
        ? (row: SettingRow) => <a href={settingHref(row)}>{row.name || `#${row.setting_id}`}</a>
        : c.field === 'updated' || c.field === 'created'
          ? (row: SettingRow) => formatDateTime(typeof row[c.field] === 'string' ? String(row[c.field]) : '')
          : undefined,
  }));
}
