import { isUrl } from '@core/validate';
import type { ApiSite, Category } from './api';

export const NO_CATEGORY = 'Без категории';

/** Availability of a site (A 4): not checked yet, available, or failed the automatic check. */
export type Availability = 'unknown' | 'available' | 'unavailable';

/** A site row of the form: never changed in place (a change replaces it), so MobX holds 10 000 of them by reference. */
export interface Site {
  /** Local key of this page (the backend's site id is local to the list too). */
  readonly key: number;
  /** The backend's id of the site in this list (A 3 "id (local)"); null for a site added on this page. Sent back as it came. */
  readonly id: number | null;
  readonly name: string;
  readonly url: string;
  readonly cid: number | null;
  readonly categoryName: string;
  readonly isAvailable: boolean | null;
  readonly checkedAt: string | null;
}

// Derived per-row values, made on first use (issue 31): a 10 000-site answer builds no text that no
// filter or duplicate check has asked for yet; once made, each is kept for the row (rows never change).
const searchTexts = new WeakMap<Site, string>();
const urlKeys = new WeakMap<Site, string>();

/** Lower-cased name and url, so a filter keystroke is one `includes` per row after the first. */
export function searchText(site: Site): string {
  let text = searchTexts.get(site);
  if (text === undefined) {
    text = (site.name + '\n' + site.url).toLowerCase();
    searchTexts.set(site, text);
  }
  return text;
}

/** The site's url as compared for duplicates. */
export function siteUrlKey(site: Site): string {
  let key = urlKeys.get(site);
  if (key === undefined) {
    key = urlKey(site.url);
    urlKeys.set(site, key);
  }
  return key;
}

let lastKey = 0;
const nextKey = (): number => ++lastKey;

/** Duplicate check ignores case, surrounding blanks and a trailing slash. */
export function urlKey(url: string): string {
  const key = url.trim().toLowerCase();
  return key.endsWith('/') ? key.replace(/\/+$/, '') : key;
}

export function availability(site: Pick<Site, 'isAvailable'>): Availability {
  if (site.isAvailable === true) return 'available';
  if (site.isAvailable === false) return 'unavailable';
  return 'unknown';
}

export interface NewSite {
  /** The backend's id (a loaded or restored site); absent for a new one. */
  id?: number | null;
  name: string;
  url: string;
  cid: number | null;
  categoryName?: string | null;
  isAvailable?: boolean | null;
  checkedAt?: string | null;
}

export function makeSite(input: NewSite): Site {
  return build(input.id ?? null, input.name, input.url, input.cid, input.categoryName, input.isAvailable ?? null, input.checkedAt ?? null);
}

export function fromApi(raw: ApiSite): Site {
  return build(raw.id ?? null, String(raw.name ?? ''), String(raw.url ?? ''), raw.cid ?? null, raw.category_name, raw.isAvailable ?? null, raw.checkedAt ?? null);
}

// One object literal of one shape (no freeze, no spreads): 10 000 of them are built on load.
function build(id: number | null, rawName: string, rawUrl: string, cid: number | null, category: unknown, isAvailable: boolean | null, checkedAt: string | null): Site {
  const name = rawName.trim();
  const url = rawUrl.trim();
  return {
    key: nextKey(),
    id,
    name,
    url,
    cid,
    categoryName: (typeof category === 'string' && category.trim()) || NO_CATEGORY,
    isAvailable,
    checkedAt,
  };
}

/** A site as POST / PUT send it: its id kept (a backend matching sites by id sees the same site), none for a new one. */
export function toApi(site: Site): ApiSite {
  return {
    ...(site.id === null ? {} : { id: site.id }),
    name: site.name,
    url: site.url,
    cid: site.cid,
    category_name: site.categoryName,
    isAvailable: site.isAvailable,
    checkedAt: site.checkedAt,
  };
}

/** Back in the main list after a failed check: availability unknown until the next check. */
export function restored(site: Site): Site {
  return makeSite({ ...site, isAvailable: null, checkedAt: null });
}

/**
 * The host of a valid url (the name a site added from a list of links gets), else null. Read from
 * the text rather than URL.hostname, which would turn "сайт.рф" into punycode.
 */
export function hostOf(url: string): string | null {
  if (!isUrl(url)) return null;
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i.exec(url.trim());
  return match ? match[1].toLowerCase() : null;
}

/** The category of that name (case-insensitive), else none ('Без категории'). */
export function categoryByName(categories: readonly Category[], name: string): Pick<NewSite, 'cid' | 'categoryName'> {
  const wanted = name.trim().toLowerCase();
  const found = wanted ? categories.find((c) => c.name.trim().toLowerCase() === wanted) : undefined;
  return found ? { cid: found.id, categoryName: found.name } : { cid: null, categoryName: NO_CATEGORY };
}

export const AVAILABILITY_TEXT: Record<Availability, string> = {
  unknown: 'Не проверен',
  available: 'Доступен',
  unavailable: 'Недоступен',
};
