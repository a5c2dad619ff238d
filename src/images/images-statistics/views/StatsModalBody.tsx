import { observer } from 'mobx-react-lite';
import type { StatImage } from '../api';
import type { ImagesStatisticsStore } from '../ImagesStatisticsStore';
import { TEXT } from '../texts';
import { ApprovalButton } from './ApprovalButton';
import { StatsFigures } from './StatsFigures';
import { imageName } from './StatsCardBody';
import { TAG_FILTER_TEXT } from '@images/shared/tagFilter';

/** Under the large picture: the statistics, the tags, the approval. */
export const StatsModalBody = observer(function StatsModalBody({ store, image }: { store: ImagesStatisticsStore; image: StatImage }) {
  return (
    <div className="d-grid gap-2">
      <StatsFigures store={store} image={image} />
      {image.tags.length > 0 && (
        <ul className="list-inline mb-0" aria-label={TAG_FILTER_TEXT.tags}>
          {image.tags.map((tag) => (
            <li key={tag} className="list-inline-item badge text-bg-secondary">
              {store.tagName(tag)}
            </li>
          ))}
        </ul>
      )}
      <div className="d-flex align-items-center gap-2">
        {image.is_approved && <span className="badge text-bg-success">{TEXT.approved}</span>}
        <ApprovalButton store={store} image={image} name={imageName(image)} />
      </div>
    </div>
  );
});
