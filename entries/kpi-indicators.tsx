import { mountIsland } from '../src/shell/mountIsland';
import { kpiIndicatorsProps } from '../src/sales/kpi-indicators/props';
import { KpiIndicatorsScreen, kpiIndicatorsStore } from '../src/sales/kpi-indicators/KpiIndicatorsScreen';

mountIsland('kpi-indicators', kpiIndicatorsProps, (props, store) => <KpiIndicatorsScreen {...props} store={store} />, kpiIndicatorsStore);
