import { mountIsland } from '../src/shell/mountIsland';
import { postClickKpiProps } from '../src/sales/post-click-kpi/props';
import { PostClickKpiScreen } from '../src/sales/post-click-kpi/PostClickKpiScreen';

mountIsland('post-click-kpi', postClickKpiProps, (props) => <PostClickKpiScreen {...props} />);
