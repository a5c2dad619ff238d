import { safeImageSrc } from '@core/imageGrid/imageSrc';
import { LOG_TEXT } from '@images/shared/moderationLog/texts';
import type { HistoryImage } from '../api';
import { TEXT } from '../texts';

/** The image the history is about: its preview, id and domain. */
export function ImageSummary({ image }: { image: HistoryImage }) {
  const src = safeImageSrc(image.preview_url);
  const name = LOG_TEXT.historyOf(image.id);
  return (
    <div className="d-flex gap-3 align-items-start mb-3">
      {src && <img src={src} alt={name} className="img-thumbnail" style={{ maxWidth: '10rem', maxHeight: '8rem' }} />}
      <div className="text-break" style={{ minWidth: 0 }}>
        <h2 className="h5 mb-1">{name}</h2>
        {image.domain && (
          <p className="mb-0">
            {TEXT.domain}: {image.domain}
          </p>
        )}
      </div>
    </div>
  );
}
