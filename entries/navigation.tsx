import { laterView } from '@shell/laterView';
import { mountIsland } from '@shell/mountIsland';
import { afterScreenPainted } from '@adconfig/navigation/afterScreen';
import { reserveBar } from '@adconfig/navigation/barReserve';
import { navigationStore } from '@adconfig/navigation/storeFactory';
import { navigationProps, type NavigationProps } from '@adconfig/navigation/props';

// Issue 45: the bar is no part of the page's first screen. Its store starts now (the notices are asked at once, and
// shown once the screen has painted); its views are fetched and drawn once the page's screen has painted its first
// frame (not prefetched: a prefetch competes with the screen's own scripts and made the page 14 % slower), and its node
// holds the bar's height until then, so that nothing of the screen shifts when it comes (props that fail their check
// hold nothing: the island says what is wrong).
const node = document.getElementById('navigation');
const painted = afterScreenPainted('navigation');
const bar = laterView(painted, () => import(/* webpackChunkName: "navigation-bar"*/ '@adconfig/navigation/NavigationBar').then((m) => m.NavigationBar));
const heldStore = (props: NavigationProps) => {
  const store = navigationStore(props, painted);
  reserveBar(node, store);
  return store;
};
mountIsland('navigation', navigationProps, (props, store) => <bar.View {...props} store={store} node={node} />, heldStore, { renderAfter: bar.ready });
