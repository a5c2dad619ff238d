import { mountIsland } from '../src/shell/mountIsland';
import { postClickKpiOldProps } from '../src/sales/post-click-kpi-old/props';
import { PostClickKpiOldScreen } from '../src/sales/post-click-kpi-old/PostClickKpiOldScreen';

mountIsland('post-click-kpi-old', postClickKpiOldProps, (props) => <PostClickKpiOldScreen {...props} />);
