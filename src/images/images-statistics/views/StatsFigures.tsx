import { observer } from 'mobx-react-lite';
import { formatCell } from '@core/format';
import type { StatImage } from '../api';
import type { ImagesStatisticsStore } from '../ImagesStatisticsStore';

/** The statistic columns of {page}/columns/ that are shown on the cards (is_card), with their titles; the card and the modal alike, by the tables' one rule (formatCell). */
export const StatsFigures = observer(function StatsFigures({ store, image }: { store: ImagesStatisticsStore; image: StatImage }) {
  return (
    <dl className="image-stats-figures mb-0">
      {store.cardColumns.map((column) => (
        <div key={column.field}>
          <dt className="d-inline fw-normal text-body-secondary">{column.title}:</dt> <dd className="d-inline mb-0">{formatCell(image.cells[column.field], column.field)}</dd>
        </div>
      ))}
    </dl>
  );
});
