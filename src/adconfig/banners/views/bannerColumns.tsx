import type { Column } from '@ui/DataTable';
import type { BannerRow } from '../api';
import type { BannersStore } from '../BannersStore';
import { ROW_LABELS, TEXTS } from '../texts';

/** ID, name (the link to the editor), type, engine, limited (all sortable), then the parameters button. */
export function bannerColumns(store: BannersStore, editHref: (row: BannerRow) => string): Column<BannerRow>[] {
  return [
    { key: 'banner_id', title: 'ID', sortable: true, align: 'end', width: '5rem', render: (row) => row.id },
    {
      key: 'name',
      title: 'Название',
      sortable: true,
      render: (row) => (
        <a href={editHref(row)} className="text-break">
          {row.name || `#${row.id}`}
        </a>
      ),
    },
    { key: 'type_id', title: 'Тип', sortable: true, width: '12rem', render: (row) => store.choices.typeName(row.type_id) },
    { key: 'adv_engine_id', title: 'Рекламная система', sortable: true, width: '12rem', render: (row) => store.choices.engineName(row.adv_engine_id) },
    { key: 'is_limited', title: TEXTS.limited, sortable: true, width: '7rem', render: (row) => (row.is_limited ? TEXTS.yes : TEXTS.no) },
    {
      key: 'params',
      title: TEXTS.params,
      width: '1%',
      render: (row) => (
        <button type="button" className="btn btn-sm btn-outline-primary text-nowrap" aria-label={ROW_LABELS.params(row)} onClick={() => store.showParams(row)}>
          {TEXTS.params}
        </button>
      ),
    },
  ];
}
