import { forwardRef, type AnchorHTMLAttributes } from 'react';

/**
 * The anchor of a dropdown link. react-bootstrap marks every dropdown item aria-selected, which a
 * link may not carry (axe: aria-allowed-attr); the current page is aria-current instead.
 */
export const ActionLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(function ActionLink(
  { 'aria-selected': selected, ...props },
  ref,
) {
  const current = selected === true || selected === 'true';
  return <a ref={ref} {...props} aria-current={current ? 'page' : undefined} />;
});
