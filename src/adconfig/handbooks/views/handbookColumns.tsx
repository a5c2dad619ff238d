import { safeHref } from '@core/safeUrl';
import type { Column } from '@ui/DataTable';
import { valuesPageOf, type Handbook } from '../api';
import { TEXTS } from '../texts';

const yesNo = (on: boolean): string => (on ? TEXTS.yes : TEXTS.no);

/** A 2, A 3: ID, the name linking to the handbook's values, alias, organizations and the flags; actions follow (CrudTable). */
export function handbookColumns(urlPath = ''): Column<Handbook>[] {
  return [
    { key: 'id', title: 'ID', align: 'end', width: '5rem' },
    {
      key: 'name',
      title: TEXTS.name,
      render: (row) => {
        const href = safeHref(valuesPageOf(row.id, urlPath));
        return href ? <a href={href}>{row.name}</a> : row.name;
      },
    },
    { key: 'alias', title: TEXTS.alias },
    { key: 'organizations', title: TEXTS.organizations, render: (row) => (row.organizations.length ? row.organizations.map((o) => o.name).join(', ') : TEXTS.allOrganizations) },
    { key: 'is_val', title: 'Значение', render: (row) => yesNo(row.is_val) },
    { key: 'is_mov', title: 'Перемещение', render: (row) => yesNo(row.is_mov) },
    { key: 'is_public', title: TEXTS.isPublic, render: (row) => yesNo(row.is_public) },
    { key: 'isEditPage', title: 'Отдельная страница', render: (row) => yesNo(row.params.isEditPage) },
  ];
}
