import { mountIsland } from '@shell/mountIsland';
import { ChartBuilderScreen } from '@adconfig/chart-builder/ChartBuilderScreen';
import { chartBuilderProps } from '@adconfig/chart-builder/props';

mountIsland('chart-builder', chartBuilderProps, (props) => <ChartBuilderScreen {...props} />);
