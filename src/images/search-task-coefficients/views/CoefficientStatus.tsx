import { observer } from 'mobx-react-lite';
import { statusBadge, StatusBadge } from '@ui/StatusBadge';
import type { Coefficient } from '../api';
import type { SearchTaskCoefficientsStore } from '../SearchTaskCoefficientsStore';
import { ROW_LABELS } from '../texts';

/**
 * I 2.2 (variant): the status as a badge (Активен, Заблокирован, another value 'Неизвестный статус' or its
 * name: never read as blocked), and the switch beside it: blocked when active, active otherwise (I 4).
 */
export const CoefficientStatus = observer(function CoefficientStatus({ store, row }: { store: SearchTaskCoefficientsStore; row: Coefficient }) {
  const badge = statusBadge(row.status);
  return (
    <div className="d-flex align-items-center gap-2 text-nowrap">
      <div className="form-check form-switch mb-0">
        <input className="form-check-input" type="checkbox" role="switch" aria-label={ROW_LABELS.status(row)} checked={row.status === 'active'} disabled={store.table.isBusy(row.id)} onChange={() => void store.table.toggleStatus(row)} />
      </div>
      <StatusBadge {...badge} />
    </div>
  );
});
