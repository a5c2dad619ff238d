import { observer } from 'mobx-react-lite';
import { formatCell } from '@core/format';
import type { ModerationImage } from '../api';
import type { ImagesModerationStore } from '../ImagesModerationStore';
import { TEXT } from '../texts';
import { TagBadges } from './TagBadges';

/** Under a card's picture: domain, the tags (I 4), and in the extended view the card columns of meta.columns. */
export const ImageCardBody = observer(function ImageCardBody({ store, image }: { store: ImagesModerationStore; image: ModerationImage }) {
  return (
    <>
      <div className="text-truncate" title={image.domain}>
        {image.domain}
      </div>
      {image.status === 'deleted' && <span className="badge text-bg-danger me-1">{TEXT.deleted}</span>}
      <TagBadges store={store} image={image} tags={image.tags} />
      {!store.compact && (
        <div className="mt-1">
          {store.cardColumns.map((column) => (
            <div key={column.field}>
              <span className="text-body-secondary">{column.title}:</span> {formatCell(image.cells[column.field], column.field)}
            </div>
          ))}
        </div>
      )}
    </>
  );
});

