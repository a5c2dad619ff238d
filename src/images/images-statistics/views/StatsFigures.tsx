import { observer } from 'mobx-react-lite';
import { formatNumber } from '../../../core/format';
import type { StatImage } from '../api';
import type { ImagesStatisticsStore } from '../ImagesStatisticsStore';

function cellText(value: string | number | boolean | null | undefined): string {
  if (typeof value === 'number') return formatNumber(value, Number.isInteger(value) ? 0 : 2);
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  return value ?? '';
}

/** The statistic columns of {page}/columns/ that are shown on the cards (is_card), with their titles. */
export const StatsFigures = observer(function StatsFigures({ store, image }: { store: ImagesStatisticsStore; image: StatImage }) {
  return (
    <dl className="image-stats-figures mb-0">
      {store.cardColumns.map((column) => (
        <div key={column.field}>
          <dt className="d-inline fw-normal text-body-secondary">{column.title}:</dt> <dd className="d-inline mb-0">{cellText(image.cells[column.field])}</dd>
        </div>
      ))}
    </dl>
  );
});
