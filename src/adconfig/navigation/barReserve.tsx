import { useLayoutEffect } from 'react';

/** Set on the island's node while its bar's height is held for it (navigation.css). */
export const RESERVED = 'navigation-reserved';

/**
 * Holds the height the bar and heading will take (issue 45: the island renders after the page's screen has painted
 * its first frame, and nothing of that screen may shift when it comes): the top bar, the breadcrumbs when the page
 * prints some, the h1 when it prints a title (navigation.css sizes each as Bootstrap draws it). Read from the node's
 * data-props as printed; unreadable ones reserve the bar alone (the island then says what is wrong).
 */
export function reserveBar(node: HTMLElement | null): void {
  if (!node) return;
  let props: unknown = null;
  try {
    props = JSON.parse(node.dataset.props ?? 'null');
  } catch {
    // mountIsland reports it
  }
  const printed = typeof props === 'object' && props !== null ? (props as Record<string, unknown>) : {};
  const crumbs = Array.isArray(printed.breadcrumbs) && printed.breadcrumbs.length > 0;
  const title = typeof printed.title === 'string' && printed.title.trim() !== '';
  node.classList.add(RESERVED);
  node.classList.toggle(`${RESERVED}-crumbs`, crumbs);
  node.classList.toggle(`${RESERVED}-title`, title);
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
