import { mountIsland } from '../src/shell/mountIsland';
import { postClickKpiProps } from '../src/sales/post-click-kpi/props';
import { PostClickKpiScreen, postClickKpiStore } from '../src/sales/post-click-kpi/PostClickKpiScreen';

mountIsland('post-click-kpi', postClickKpiProps, (props, store) => <PostClickKpiScreen {...props} store={store} />, postClickKpiStore);
