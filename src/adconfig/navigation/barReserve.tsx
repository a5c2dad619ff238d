import { useLayoutEffect } from 'react';
import './barReserve.css';

/** Set on the island's node while its bar's height is held for it (barReserve.css). */
export const RESERVED = 'navigation-reserved';

/** What the heading under the bar will show (the store's, as PageHeading reads it). */
export interface HeldHeading {
  breadcrumbs: readonly unknown[];
  title: string;
}

/**
 * Holds the height the bar and heading will take (issue 45: the island renders after the page's screen has painted
 * its first frame, and nothing of that screen may shift when it comes): the top bar, the breadcrumbs when there are
 * some, the h1 when there is a title (barReserve.css sizes each as Bootstrap draws it).
 */
export function reserveBar(node: HTMLElement | null, heading: HeldHeading): void {
  if (!node) return;
  node.classList.add(RESERVED);
  node.classList.toggle(`${RESERVED}-crumbs`, heading.breadcrumbs.length > 0);
  node.classList.toggle(`${RESERVED}-title`, heading.title !== '');
}

/** The held height goes in the commit that draws the bar (a layout effect: before that frame is painted). */
export function releaseBar(node: HTMLElement | null): void {
  node?.classList.remove(RESERVED, `${RESERVED}-crumbs`, `${RESERVED}-title`);
}

/** Rendered beside the island's screen by its entry: releases the height held for it once it is committed. */
export function BarReserveRelease({ node }: { node: HTMLElement | null }) {
  useLayoutEffect(() => releaseBar(node), [node]);
  return null;
}
