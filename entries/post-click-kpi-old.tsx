import { mountIsland } from '@shell/mountIsland';
import { postClickKpiOldProps } from '@sales/post-click-kpi-old/props';
import { PostClickKpiOldScreen, postClickKpiOldStore } from '@sales/post-click-kpi-old/PostClickKpiOldScreen';

mountIsland('post-click-kpi-old', postClickKpiOldProps, (props, store) => <PostClickKpiOldScreen {...props} store={store} />, postClickKpiOldStore);
