import { navigationApi } from './api';
import { NavigationStore } from './NavigationStore';
import { pageState } from '@core/pageState';
import type { NavigationProps } from './props';

/**
 * The island's store: made and started by its entry before React's first render (mountIsland), or by the screen alone;
 * its notices are shown once `noticesAfter` has resolved (the entry's: the screen's first frame painted).
 */
export const navigationStore = (props: NavigationProps, noticesAfter?: Promise<void>) =>
  new NavigationStore(navigationApi(props.urlPath), props, pageState, window.location, noticesAfter);
