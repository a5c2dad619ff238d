import { makeAutoObservable } from 'mobx';
import { prop, type PropValue } from './props';

/** A breadcrumb: title required (spec A 5), url optional; the last one is the current page. */
export const breadcrumbReader = prop.object({ title: prop.nonEmptyText(), url: prop.optional(prop.text()) });
export type Breadcrumb = PropValue<typeof breadcrumbReader>;

/** A breadcrumb without a title is rejected (spec A 5); `where` names it in the error. */
export function parseBreadcrumb(value: unknown, where: string): Breadcrumb {
  return breadcrumbReader.read(value, where);
}

/**
 * The page's title and breadcrumbs as an island sets them at run time (e.g. after loading a record).
 * null = nobody has set it: the navigation island then shows what the server rendered (its props).
 * Shared by every island of the page because webpack's single runtime instantiates a module once per page.
 */
export class PageState {
  title: string | null = null;
  breadcrumbs: Breadcrumb[] | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setTitle(title: string): void {
    this.title = title;
  }

  /** Throws on a breadcrumb without a title (spec A 5), leaving the current ones in place. */
  setBreadcrumbs(breadcrumbs: readonly Breadcrumb[]): void {
    this.breadcrumbs = breadcrumbs.map((crumb, i) => parseBreadcrumb(crumb, `breadcrumbs[${i}]`));
  }

  /** Back to the server's values (tests; a screen that leaves its own sub-page). */
  reset(): void {
    this.title = null;
    this.breadcrumbs = null;
  }
}

export const pageState = new PageState();
export const { setTitle, setBreadcrumbs } = pageState;
