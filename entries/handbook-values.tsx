import { mountIsland } from '../src/shell/mountIsland';
import { handbookValuesProps } from '../src/adconfig/handbook-values/props';
import { HandbookValuesScreen, handbookValuesStore } from '../src/adconfig/handbook-values/HandbookValuesScreen';

mountIsland('handbook-values', handbookValuesProps, (props, store) => <HandbookValuesScreen {...props} store={store} />, handbookValuesStore);
