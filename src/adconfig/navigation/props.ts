import { list, objectAt, optionalText, PropsError, requiredText, urlPathOf, type RawProps as Raw } from '../../core/props';
import { parseBreadcrumb, type Breadcrumb } from '../../core/pageState';

export { parseBreadcrumb, type Breadcrumb };

/** HTTP methods a dropdown action may call; GET (the default) is a plain link. */
export type NavMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly NavMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface NavAction {
  title: string;
  url: string;
  /** Upper-cased; missing means GET (a link). */
  method?: NavMethod;
  /** Asked (Да / Отмена) before a non-GET call. */
  confirm?: string;
}

export interface NavItem {
  name: string;
  url: string;
  /** Icon font class, e.g. "fa fa-cog". */
  icon?: string;
  /** Sort key: ascending; items without one come last, in the order given. */
  position?: number;
  /** Present → the item is a dropdown of these. */
  actions?: NavAction[];
}

/** data-props of <div id="navigation">, rendered by the layout on every page. */
export interface NavigationProps {
  left: NavItem[];
  right: NavItem[];
  /** The last one is the current page. */
  breadcrumbs: Breadcrumb[];
  /** Page title: the h1 and document.title. */
  title: string;
  supportEmail: string;
  /** Shown in the copyright line. */
  host: string;
  /** The page's request id, sent with the notices call. */
  rid: string;
  /** Site prefix for absolute paths (default ''). */
  urlPath?: string;
}

/** PHP backends may print a position as "3": numbers and numeric strings are accepted. */
function position(raw: Raw, where: string): number | undefined {
  const value = raw.position;
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new PropsError(`${where}.position must be a number, got ${JSON.stringify(value)}`);
  return n;
}

function method(raw: Raw, where: string): NavMethod | undefined {
  const value = optionalText(raw, 'method', where);
  if (value === undefined || value === '') return undefined;
  const upper = value.toUpperCase();
  const known = METHODS.find((m) => m === upper);
  if (!known) throw new PropsError(`${where}.method must be one of ${METHODS.join(', ')}, got "${value}"`);
  return known;
}

function parseAction(value: unknown, where: string): NavAction {
  const raw = objectAt(value, where);
  const action: NavAction = {
    title: requiredText(raw, 'title', where, true),
    url: requiredText(raw, 'url', where),
  };
  const m = method(raw, where);
  if (m) action.method = m;
  const confirm = optionalText(raw, 'confirm', where);
  if (confirm) action.confirm = confirm;
  return action;
}

function parseItem(value: unknown, where: string): NavItem {
  const raw = objectAt(value, where);
  const item: NavItem = {
    name: requiredText(raw, 'name', where, true),
    url: requiredText(raw, 'url', where),
  };
  const icon = optionalText(raw, 'icon', where);
  if (icon && icon.trim()) item.icon = icon.trim();
  const pos = position(raw, where);
  if (pos !== undefined) item.position = pos;
  if (raw.actions !== undefined && raw.actions !== null) {
    item.actions = list(raw, 'actions', where).map((a, i) => parseAction(a, `${where}.actions[${i}]`));
  }
  return item;
}

/** mountIsland's `parse`: checks the layout's data-props and says exactly what is wrong. */
export function parseNavigationProps(raw: Raw): NavigationProps {
  const where = 'props';
  const props: NavigationProps = {
    left: list(raw, 'left', where).map((item, i) => parseItem(item, `left[${i}]`)),
    right: list(raw, 'right', where).map((item, i) => parseItem(item, `right[${i}]`)),
    breadcrumbs: list(raw, 'breadcrumbs', where).map((c, i) => parseBreadcrumb(c, `breadcrumbs[${i}]`)),
    title: requiredText(raw, 'title', where),
    supportEmail: requiredText(raw, 'supportEmail', where),
    host: requiredText(raw, 'host', where),
    rid: requiredText(raw, 'rid', where),
  };
  const urlPath = urlPathOf(raw);
  if (urlPath !== undefined) props.urlPath = urlPath;
  return props;
}
