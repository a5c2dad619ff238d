import { mountIsland } from '../src/shell/mountIsland';
import { kpiIndicatorsProps } from '../src/sales/kpi-indicators/props';
import { KpiIndicatorsScreen } from '../src/sales/kpi-indicators/KpiIndicatorsScreen';

mountIsland('kpi-indicators', kpiIndicatorsProps, (props) => <KpiIndicatorsScreen {...props} />);
