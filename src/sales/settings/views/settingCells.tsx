import { formatCell, formatDateTime } from '@core/format';
import type { ReportColumn } from '@core/report/columns';
import type { Column } from '@ui/DataTable';
import type { SettingRow } from '../api';
import { flagText } from './settingValue';

/**
 * The table's columns as the backend lists them (field, title, sorting); the name links to the setting's page, a
 * flag's value reads 'Да' / 'Нет' (`typeNames`: the type names by id, for a row that carries only the id).
 */
export function settingColumns(columns: ReportColumn[], settingHref: (row: SettingRow) => string, typeNames: ReadonlyMap<string, string> = new Map()): Column<SettingRow>[] {
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
          : c.field === 'value'
            ? (row: SettingRow) => flagText(row, typeNames) ?? formatCell(row.value, 'value')
            : undefined,
  }));
}
