import { BarReserveRelease } from './barReserve';
import { NavigationScreen } from './NavigationScreen';
import type { NavigationStore } from './NavigationStore';
import type { NavigationProps } from './props';

/**
 * What the navigation's entry draws once the page's screen has painted (issue 45): the bar, in its own chunk with the
 * views it alone uses (react-bootstrap's navbar and dropdowns, popper), and the release of the height held for it.
 */
export function NavigationBar({ node, ...props }: NavigationProps & { store: NavigationStore; node: HTMLElement | null }) {
  return (
    <>
      <BarReserveRelease node={node} />
      <NavigationScreen {...props} />
    </>
  );
}
