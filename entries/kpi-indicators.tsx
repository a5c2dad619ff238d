import { mountIsland } from '@shell/mountIsland';
import { kpiIndicatorsProps } from '@sales/kpi-indicators/props';
import { KpiIndicatorsScreen, kpiIndicatorsStore } from '@sales/kpi-indicators/KpiIndicatorsScreen';

mountIsland('kpi-indicators', kpiIndicatorsProps, (props, store) => <KpiIndicatorsScreen {...props} store={store} />, kpiIndicatorsStore);
