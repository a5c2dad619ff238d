import { observer } from 'mobx-react-lite';
import type { StatImage } from '../api';
import type { ImagesStatisticsStore } from '../ImagesStatisticsStore';
import { TEXT } from '../texts';
import { ApprovalButton } from './ApprovalButton';
import { StatsFigures } from './StatsFigures';

export const imageName = (image: StatImage) => (image.id === null ? `изображение ${image.domain || image.preview_url}`.trim() : `изображение ${image.id}`);

/** Under a card's picture: domain, the approval (badge and action), the card's statistics. */
export const StatsCardBody = observer(function StatsCardBody({ store, image }: { store: ImagesStatisticsStore; image: StatImage }) {
  return (
    <>
      <div className="text-truncate" title={image.domain}>
        {image.domain}
      </div>
      {image.is_approved && <span className="badge text-bg-success">{TEXT.approved}</span>}
      <StatsFigures store={store} image={image} />
      <div className="mt-2">
        <ApprovalButton store={store} image={image} name={imageName(image)} />
      </div>
    </>
  );
});
