import { isSameOrigin } from '@core/origin';
import { prop, propsSchema, PropsError, type PropReader, type PropValue } from '@core/props';
import { breadcrumbReader, type Breadcrumb } from '@core/pageState';

export type { Breadcrumb };

/** HTTP methods a dropdown action may call; GET (the default) is a plain link. */
export type NavMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly NavMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * A text the layout may leave out or print oddly (PHP's null, a number): read when it is one, else absent. One such
 * field must not cost the page its whole top bar.
 */
const looseText: PropReader<string | undefined, true> = {
  optional: true,
  read: (v) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined),
};

/** Upper-cased; '' or missing means GET (a link). */
const method: PropReader<NavMethod | undefined, true> = prop.optional(
  prop.custom(`one of ${METHODS.join(', ')}`, (v) => (typeof v === 'string' ? (v === '' ? 'GET' : METHODS.find((m) => m === v.toUpperCase())) : undefined)),
);

const actionShape = prop.object({
  title: prop.nonEmptyText(),
  /** Absent (null): an entry of the menu that goes nowhere, shown disabled. */
  url: looseText,
  method,
  /** Asked (Да / Отмена) before a non-GET call. */
  confirm: prop.optional(prop.text()),
});

/**
 * A non-GET action is called with the CSRF token: its url must resolve to this site (by the browser's
 * own parser, so `/\host`, `//host` and tabs between slashes are caught). A GET action is a link.
 */
const action: PropReader<NavAction, false> = {
  optional: false,
  read(value, where) {
    const { method: m, confirm, title, url } = actionShape.read(value, where);
    let out: NavAction = url === undefined ? { title } : { title, url };
    // A calling action without a url has nothing to call: a disabled entry.
    if (m && m !== 'GET' && url !== undefined) {
      if (!isSameOrigin(url)) throw new PropsError(`${where}.url must be a URL on this site for a ${m} action, got ${JSON.stringify(url)}`);
      out = { title, url, method: m };
    }
    if (confirm) out.confirm = confirm;
    return out;
  },
};

/** PHP backends may print a position as "3": numbers and numeric strings are accepted. */
const item = prop.object({
  name: prop.nonEmptyText(),
  /** Absent (PHP's null, normal for a dropdown parent): a label, or the parent of its actions. */
  url: looseText,
  /** Icon font class, e.g. "fa fa-cog". */
  icon: prop.optional(prop.text()),
  /** Sort key: ascending; items without one come last, in the order given. */
  position: {
    optional: true,
    read(v: unknown, where: string): number | undefined {
      if (v === undefined || v === null || v === '') return undefined;
      const n = typeof v === 'number' || typeof v === 'string' ? Number(v) : NaN;
      if (!Number.isFinite(n)) throw new PropsError(`${where} must be a number, got ${JSON.stringify(v)}`);
      return n;
    },
  } satisfies PropReader<number | undefined, true>,
  /** Present → the item is a dropdown of these. */
  actions: prop.optional(prop.list(action)),
});

/** data-props of <div id="navigation">, rendered by the layout on every page. */
export const navigationProps = propsSchema({
  left: prop.list(item),
  right: prop.list(item),
  /** The last one is the current page. */
  breadcrumbs: prop.list(breadcrumbReader),
  /** Page title: the h1 and document.title; absent: none shown (an island may still set one). */
  title: looseText,
  /** Absent: the footer's contact line says no address. */
  supportEmail: looseText,
  /** Shown in the copyright line; absent: the page's own host. */
  host: looseText,
  /** The page's request id, sent with the notices call; absent: no notices are asked for (the bar still shows). */
  rid: looseText,
});

/** A dropdown action: a link (no method; without a url, a disabled entry), or a call of its url with its method. */
export type NavAction = { title: string; confirm?: string } & ({ url?: string; method?: undefined } | CallingAction);
export interface CallingAction {
  url: string;
  method: Exclude<NavMethod, 'GET'>;
}
export type NavItem = PropValue<typeof item>;
export type NavigationProps = ReturnType<typeof navigationProps.parse>;
