import { mountIsland } from '../src/shell/mountIsland';
import { ChartBuilderScreen } from '../src/adconfig/chart-builder/ChartBuilderScreen';
import { chartBuilderProps } from '../src/adconfig/chart-builder/props';

mountIsland('chart-builder', chartBuilderProps, (props) => <ChartBuilderScreen {...props} />);
