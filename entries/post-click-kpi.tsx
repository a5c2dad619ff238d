import { mountIsland } from '@shell/mountIsland';
import { postClickKpiProps } from '@sales/post-click-kpi/props';
import { PostClickKpiScreen, postClickKpiStore } from '@sales/post-click-kpi/PostClickKpiScreen';

mountIsland('post-click-kpi', postClickKpiProps, (props, store) => <PostClickKpiScreen {...props} store={store} />, postClickKpiStore);
