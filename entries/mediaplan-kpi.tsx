import { mountIsland } from '@shell/mountIsland';
import { mediaplanKpiProps } from '@sales/mediaplan-kpi/props';
import { MediaplanKpiScreen, mediaplanKpiStore } from '@sales/mediaplan-kpi/MediaplanKpiScreen';

mountIsland('mediaplan-kpi', mediaplanKpiProps, (props, store) => <MediaplanKpiScreen {...props} store={store} />, mediaplanKpiStore);
