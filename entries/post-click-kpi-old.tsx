import { mountIsland } from '../src/shell/mountIsland';
import { postClickKpiOldProps } from '../src/sales/post-click-kpi-old/props';
import { PostClickKpiOldScreen, postClickKpiOldStore } from '../src/sales/post-click-kpi-old/PostClickKpiOldScreen';

mountIsland('post-click-kpi-old', postClickKpiOldProps, (props, store) => <PostClickKpiOldScreen {...props} store={store} />, postClickKpiOldStore);
