import { autorun, makeAutoObservable, runInAction } from 'mobx';
import { pageNavigation } from '@core/navigate';
import { notify, type ToastVariant } from '@core/notify';
import { redirectTarget } from '@core/record/redirect';
import { isActionActive, isItemActive } from './activeRules';
import type { NavigationApi, Notice } from './api';
import { noticesToShow, rememberClosed } from './noticeMemory';
import type { PageState } from '@core/pageState';
import type { Breadcrumb, NavAction, NavItem, NavigationProps } from './props';

/** The page being shown: the navigation never changes it itself (a multi-page app). */
export interface CurrentLocation {
  pathname: string;
  search: string;
}

const NOTICE_VARIANTS: Record<string, ToastVariant> = {
  info: 'info',
  notice: 'info',
  warning: 'warning',
  warn: 'warning',
  danger: 'danger',
  error: 'danger',
  success: 'success',
};

export function noticeVariant(type: string | undefined): ToastVariant {
  return NOTICE_VARIANTS[(type ?? '').toLowerCase()] ?? 'info';
}

/** What the server's <title> adds after the page title (e.g. ' — Бэк-офис'), kept when the title changes. */
export function titleSuffix(documentTitle: string, pageTitle: string): string {
  return pageTitle && documentTitle.startsWith(pageTitle) ? documentTitle.slice(pageTitle.length) : '';
}

/** By position ascending; items without one keep their order, after the others. */
export function byPosition(items: readonly NavItem[]): NavItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.position ?? Infinity) - (b.item.position ?? Infinity) || a.index - b.index)
    .map(({ item }) => item);
}

export class NavigationStore {
  /** The action whose call is in flight (its button is disabled meanwhile). */
  running: NavAction | null = null;

  constructor(
    private readonly api: NavigationApi,
    private readonly props: NavigationProps,
    private readonly page: PageState,
    private readonly location: CurrentLocation = window.location,
    /** When the notices' answer may be shown: once the page's screen has painted (the entry's), at once alone. */
    private readonly noticesAfter: Promise<void> = Promise.resolve(),
  ) {
    makeAutoObservable<NavigationStore, 'api' | 'props' | 'page' | 'location' | 'noticesAfter'>(
      this,
      { api: false, props: false, page: false, location: false, noticesAfter: false },
      { autoBind: true },
    );
  }

  get left(): NavItem[] {
    return byPosition(this.props.left);
  }

  get right(): NavItem[] {
    return byPosition(this.props.right);
  }

  /** What an island set at run time, else what the server rendered. */
  get title(): string {
    return this.page.title ?? this.props.title ?? '';
  }

  get breadcrumbs(): Breadcrumb[] {
    return this.page.breadcrumbs ?? this.props.breadcrumbs;
  }

  get supportEmail(): string {
    return this.props.supportEmail ?? '';
  }

  /** The layout's host, else the page's own. */
  get host(): string {
    return this.props.host || window.location.hostname;
  }

  /** Its url's first segment after urlPath is the page's, or (a dropdown) one of its actions is the page. */
  isActive(item: NavItem): boolean {
    return (
      (item.url !== undefined && isItemActive(item.url, this.location.pathname, this.props.urlPath)) ||
      (item.actions ?? []).some((action) => this.isActionActive(action))
    );
  }

  isActionActive(action: NavAction): boolean {
    return action.url !== undefined && isActionActive(action.url, this.location.pathname, this.location.search);
  }

  /** Page-wide duties, once per page: notices as toasts, document.title kept in sync. Returns the disposer. */
  start(): () => void {
    void this.showNotices();
    const suffix = titleSuffix(document.title, this.props.title ?? '');
    return autorun(() => {
      if (this.title) document.title = `${this.title}${suffix}`;
    });
  }

  /**
   * A page printed without its rid has no notices to ask for: the rest of the bar is unaffected. They are asked at once
   * and shown once `noticesAfter` has resolved (issue 45): the remembered ones' storage and the toasts are no part of a
   * big list's first frame.
   */
  async showNotices(): Promise<void> {
    const { rid } = this.props;
    if (rid === undefined) return;
    let notices: Notice[];
    try {
      notices = await this.api.notices(rid);
    } catch (error) {
      await this.noticesAfter;
      notify.error(error);
      return;
    }
    await this.noticesAfter;
    for (const notice of noticesToShow(notices)) {
      notify.info(notice.description, notice.title ?? '', noticeVariant(notice.type), () => rememberClosed(notice));
    }
  }

  /** A non-GET action: asks its confirm text first, calls its url with its method, says how it went. */
  async run(action: NavAction): Promise<void> {
    // A link (no method) is followed by the browser, not called.
    if (this.running || !action.method) return;
    if (action.confirm && !(await notify.confirm(action.confirm))) return;
    runInAction(() => {
      this.running = action;
    });
    try {
      const result = await this.api.run(action);
      notify.success(result.message || undefined);
      // Only to this site, as every save's redirect (an answer never takes the operator elsewhere).
      const target = redirectTarget(result.redirect);
      if (target) pageNavigation.assign(target);
    } catch (error) {
      notify.error(error);
    } finally {
      runInAction(() => {
        this.running = null;
      });
    }
  }
}
