import { formatDateTime, formatNumber } from '@core/format';
import { safeImageSrc } from '@core/imageGrid/imageSrc';
import type { Column } from '@ui/DataTable';
import { StatusBadge } from '@ui/StatusBadge';
import { imageHistoryHref } from '@images/shared/moderationLog/links';
import { LOG_TEXT } from '@images/shared/moderationLog/texts';
import type { UserImage } from '../api';
import { TEXT } from '../texts';

/** The images tab's columns: the picture and its id link to the image's history. */
export function imageColumns(urlPath: string): Column<UserImage>[] {
  return [
    {
      key: 'preview_url',
      title: TEXT.columns.preview,
      width: '7rem',
      render: (row) => {
        const src = safeImageSrc(row.preview_url);
        // The id beside it names the image: the picture itself is decoration for a screen reader. Its box is
        // kept before it loads: a lazy picture arriving must not move the rows (and the pager) under a click.
        return src ? <img src={src} alt="" className="img-thumbnail" style={{ width: '6rem', height: '4.5rem', objectFit: 'contain' }} loading="lazy" /> : null;
      },
    },
    {
      key: 'id',
      title: TEXT.columns.image,
      width: '10rem',
      render: (row) => <a href={imageHistoryHref(row.id, urlPath)}>{LOG_TEXT.historyOf(row.id)}</a>,
    },
    { key: 'domain', title: TEXT.columns.domain },
    { key: 'status', title: TEXT.columns.status, width: '7rem', render: (row) => (row.status === 'deleted' ? <StatusBadge text={TEXT.deleted} variant="danger" /> : null) },
    { key: 'actions', title: TEXT.columns.actions, align: 'end', width: '8rem', render: (row) => (row.actions === null ? '' : formatNumber(row.actions, 0)) },
    { key: 'last_action', title: TEXT.columns.lastAction, width: '11rem', render: (row) => formatDateTime(row.last_action) },
  ];
}
