import { COMMON_STATUSES, StatusBadge } from '@ui/StatusBadge';
import { NO_STATUS, statusOf, type Choice } from '@adconfig/shared/non-std-reports/dictionaries';

/** A 4: the report's status by the status list; an unknown one shows as none. */
export function ReportStatus({ status, statuses }: { status: string; statuses: readonly Choice[] }) {
  const shown = statusOf(status, statuses);
  const variant = shown.id === NO_STATUS.id ? 'light' : (COMMON_STATUSES[shown.id]?.variant ?? 'info');
  return <StatusBadge text={shown.name} variant={variant} />;
}
