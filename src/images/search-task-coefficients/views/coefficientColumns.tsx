import type { Column } from '@ui/DataTable';
import { unknownValueText } from '@core/unknownValue';
import { isCoefficientType, type Coefficient } from '../api';
import type { SearchTaskCoefficientsStore } from '../SearchTaskCoefficientsStore';
import { ROW_LABELS, TYPE_NAMES } from '../texts';
import { CoefficientStatus } from './CoefficientStatus';

/** I 2.2 (variant): ID, the name opening the edit modal, the project, the type, the apply order and the status badge with its switch; the actions follow (CrudTable). */
export function coefficientColumns(store: SearchTaskCoefficientsStore): Column<Coefficient>[] {
  const columns: Column<Coefficient>[] = [
    { key: 'id', title: 'ID', align: 'end', width: '5rem' },
    {
      key: 'name',
      title: 'Название',
      render: (row) => (
        <button type="button" className="btn btn-link p-0 text-start" onClick={() => store.editor.openEdit(row)} aria-label={ROW_LABELS.open(row)}>
          {row.name}
        </button>
      ),
    },
  ];
  if (store.projects.length) columns.push({ key: 'organization_id', title: 'Проект', width: '12rem', render: (row) => store.projectName(row.organization_id) });
  columns.push(
    { key: 'type', title: 'Тип', width: '8rem', render: (row) => (isCoefficientType(row.type) ? TYPE_NAMES[row.type] : unknownValueText(row.type)) },
    { key: 'apply_order', title: 'Порядок применения', align: 'end', width: '11rem' },
    { key: 'status', title: 'Статус', width: '12rem', render: (row) => <CoefficientStatus store={store} row={row} /> },
  );
  return columns;
}
