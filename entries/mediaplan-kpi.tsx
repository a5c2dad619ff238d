import { mountIsland } from '../src/shell/mountIsland';
import { mediaplanKpiProps } from '../src/sales/mediaplan-kpi/props';
import { MediaplanKpiScreen, mediaplanKpiStore } from '../src/sales/mediaplan-kpi/MediaplanKpiScreen';

mountIsland('mediaplan-kpi', mediaplanKpiProps, (props, store) => <MediaplanKpiScreen {...props} store={store} />, mediaplanKpiStore);
