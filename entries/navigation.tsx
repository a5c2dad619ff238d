import { mountIsland } from '@shell/mountIsland';
import { afterScreenPainted } from '@adconfig/navigation/afterScreen';
import { BarReserveRelease, reserveBar } from '@adconfig/navigation/barReserve';
import { NavigationScreen, navigationStore, type NavigationProps } from '@adconfig/navigation/NavigationScreen';
import { navigationProps } from '@adconfig/navigation/props';

// Issue 45: the bar is no part of the page's first screen. Its store starts now (the notices are asked at once), it
// renders once the page's screen has painted its first frame, and its node holds the bar's height until then, so that
// nothing of the screen shifts when it comes (props that fail their check hold nothing: the island says what is wrong).
const node = document.getElementById('navigation');
const heldStore = (props: NavigationProps) => {
  const store = navigationStore(props);
  reserveBar(node, store);
  return store;
};
mountIsland(
  'navigation',
  navigationProps,
  (props, store) => (
    <>
      <BarReserveRelease node={node} />
      <NavigationScreen {...props} store={store} />
    </>
  ),
  heldStore,
  { renderAfter: afterScreenPainted('navigation') },
);
