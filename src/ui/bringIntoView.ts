/**
 * A save's outcome shown where the operator is: `element` scrolled to the middle of the view (clear of
 * the sticky action bar) and focused, so screen readers read it too. A block that is not a control
 * needs tabIndex={-1}.
 */
export function bringIntoView(element: HTMLElement | null | undefined): void {
  if (!element) return;
  // jsdom has no layout and no scrollIntoView; the browser always has it.
  if ('scrollIntoView' in element) element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}
