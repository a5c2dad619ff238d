import type { Column } from '@ui/DataTable';
import { formatDateTime } from '@core/format';
import { siteHref } from '@core/safeUrl';
import { StatusBadge, type BadgeVariant } from '@ui/StatusBadge';
import { availability, AVAILABILITY_TEXT, type Availability, type Site } from '../site';

const AVAILABILITY_VARIANT: Record<Availability, BadgeVariant> = { unknown: 'secondary', available: 'success', unavailable: 'danger' };

/** A site's url: a link when it is an http(s) address, plain text otherwise (javascript: never becomes a link). */
export function SiteLink({ url }: { url: string }) {
  const href = siteHref(url);
  if (!href) return url;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {url}
    </a>
  );
}

// One line per row, the whole text in the tooltip: windowed rows keep one height (DataTable fixes the layout of windowed tables).
const name: Column<Site> = { key: 'name', title: 'Название', kind: 'text', clip: (s) => s.name };
const url: Column<Site> = { key: 'url', title: 'Ссылка', render: (s) => <SiteLink url={s.url} />, clip: (s) => s.url };
const category: Column<Site> = { key: 'categoryName', title: 'Категория', kind: 'text', clip: (s) => s.categoryName, width: '13rem' };
const checked = (s: Site) => (s.checkedAt ? formatDateTime(s.checkedAt) : '');

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
        <>
          <StatusBadge text={AVAILABILITY_TEXT[state]} variant={AVAILABILITY_VARIANT[state]} />
          {s.checkedAt && <span className="small text-body-secondary ms-2">{checked(s)}</span>}
        </>
      );
    },
    clip: (s) => `${AVAILABILITY_TEXT[availability(s)]} ${checked(s)}`.trim(),
  },
];

/** The second table: sites that failed the automatic check, with the check date. */
export const FAILED_COLUMNS: Column<Site>[] = [
  name,
  url,
  category,
  { key: 'checkedAt', title: 'Дата проверки', width: '10rem', render: checked },
];
