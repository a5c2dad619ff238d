import type { Column } from '@ui/DataTable';
import type { BannerType } from '../api';
import type { BannerTypesStore } from '../BannerTypesStore';
import { TEXTS } from '../texts';

/** A 3: ID, name (the link to the type's fields, A 2), alias, template, organizations; the actions follow (CrudTable). */
export function typeColumns(store: BannerTypesStore): Column<BannerType>[] {
  return [
    { key: 'id', title: 'ID', align: 'end', width: '5rem' },
    {
      key: 'name',
      title: TEXTS.name,
      render: (row) => (
        <a href={store.fieldsHref(row)} className="text-break">
          {row.name || `#${row.id}`}
        </a>
      ),
    },
    { key: 'alias', title: TEXTS.alias, width: '12rem', render: (row) => <code className="text-break">{row.alias}</code> },
    { key: 'template_id', title: TEXTS.template, width: '14rem', render: (row) => store.templateName(row.template_id) },
    { key: 'organizations', title: TEXTS.organizations, width: '16rem', render: (row) => <span className="text-break">{store.organizationNames(row)}</span> },
  ];
}
