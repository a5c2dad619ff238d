import { observer } from 'mobx-react-lite';
import type { SitesListRow } from '../api';
import type { SitesListsStore } from '../SitesListsStore';

export interface SitesListLinks {
  edit(id: number): string;
  export(id: number): string;
}

/** Edit (update), Excel download (export) and delete (destroy), each only with its permission (A 6). */
export const SitesListActions = observer(function SitesListActions({ row, store, links }: { row: SitesListRow; store: SitesListsStore; links: SitesListLinks }) {
  const { permissions } = store;
  return (
    <div className="d-flex flex-nowrap gap-1">
      {permissions.update && (
        <a className="btn btn-sm btn-outline-primary" href={links.edit(row.id)} aria-label={`Изменить список «${row.name}»`}>
          Изменить
        </a>
      )}
      {permissions.export && (
        <a className="btn btn-sm btn-outline-success" href={links.export(row.id)} download aria-label={`Excel: скачать список «${row.name}»`}>
          Excel
        </a>
      )}
      {permissions.destroy && (
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => void store.remove(row)}
          disabled={store.deleting.has(row.id)}
          aria-label={`Удалить список «${row.name}»`}
        >
          Удалить
        </button>
      )}
    </div>
  );
});
