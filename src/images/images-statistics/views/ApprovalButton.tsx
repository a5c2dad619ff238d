import { observer } from 'mobx-react-lite';
import type { StatImage } from '../api';
import type { ImagesStatisticsStore } from '../ImagesStatisticsStore';
import { TEXT } from '../texts';

/** I 2.4 / I 4: approve, or cancel the approval of, one image (named after it for screen readers). */
export const ApprovalButton = observer(function ApprovalButton({ store, image, name }: { store: ImagesStatisticsStore; image: StatImage; name: string }) {
  const label = image.is_approved ? TEXT.cancelApproval : TEXT.approve;
  return (
    <button
      type="button"
      className={`btn btn-sm ${image.is_approved ? 'btn-outline-secondary' : 'btn-outline-success'}`}
      onClick={() => void store.toggleApproval(image)}
      disabled={store.isBusy(image)}
      aria-label={`${label}: ${name}`}
    >
      {label}
    </button>
  );
});
