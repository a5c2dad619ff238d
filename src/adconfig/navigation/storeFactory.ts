import { navigationApi } from './api';
import { NavigationStore } from './NavigationStore';
import { pageState } from '@core/pageState';
import type { NavigationProps } from './props';

/** The island's store: made and started by its entry before React's first render (mountIsland), or by the screen alone. */
export const navigationStore = (props: NavigationProps) => new NavigationStore(navigationApi(props.urlPath), props, pageState);
