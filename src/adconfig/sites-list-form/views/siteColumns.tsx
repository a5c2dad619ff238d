import type { Column } from '@ui/DataTable';
import { formatDateTime } from '@core/format';
import { siteHref } from '@core/safeUrl';
import { StatusBadge, type BadgeVariant } from '@ui/StatusBadge';
import { availability, AVAILABILITY_TEXT, type Availability, type Site } from '../site';

const AVAILABILITY_VARIANT: Record<Availability, BadgeVariant> = { unknown: 'secondary', available: 'success', unavailable: 'danger' };

/** One line per row (full text in the tooltip): windowed rows keep one height (DataTable fixes the layout of windowed tables). */
function Clipped({ text }: { text: string }) {
  return (
    <span className="d-block text-truncate" title={text}>
      {text}
    </span>
  );
}

/** A site's url: a link when it is an http(s) address, plain text otherwise (javascript: never becomes a link). */
export function SiteLink({ url }: { url: string }) {
  const href = siteHref(url);
  if (!href) return <Clipped text={url} />;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="d-block text-truncate" title={url}>
      {url}
    </a>
  );
}

const name: Column<Site> = { key: 'name', title: 'Название', render: (s) => <Clipped text={s.name} /> };
const url: Column<Site> = { key: 'url', title: 'Ссылка', render: (s) => <SiteLink url={s.url} /> };
const category: Column<Site> = { key: 'categoryName', title: 'Категория', render: (s) => <Clipped text={s.categoryName} />, width: '13rem' };

/** The main table (A 2): name, url, category, availability with the check date. */
export const SITE_COLUMNS: Column<Site>[] = [
  name,
  url,
  category,
  {
    key: 'isAvailable',
    title: 'Доступность',
    width: '15rem',
    render: (s) => {
      const state = availability(s);
      return (
        <span className="text-nowrap">
          <StatusBadge text={AVAILABILITY_TEXT[state]} variant={AVAILABILITY_VARIANT[state]} />
          {s.checkedAt && <span className="small text-body-secondary ms-2">{formatDateTime(s.checkedAt)}</span>}
        </span>
      );
    },
  },
];

/** The second table: sites that failed the automatic check, with the check date. */
export const FAILED_COLUMNS: Column<Site>[] = [
  name,
  url,
  category,
  { key: 'checkedAt', title: 'Дата проверки', width: '10rem', render: (s) => formatDateTime(s.checkedAt) },
];
