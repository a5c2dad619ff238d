import { mountIsland } from '../src/shell/mountIsland';
import { mediaplanKpiProps } from '../src/sales/mediaplan-kpi/props';
import { MediaplanKpiScreen } from '../src/sales/mediaplan-kpi/MediaplanKpiScreen';

mountIsland('mediaplan-kpi', mediaplanKpiProps, (props) => <MediaplanKpiScreen {...props} />);
