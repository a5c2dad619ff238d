import { mountIsland } from '@shell/mountIsland';
import { handbookValuesProps } from '@adconfig/handbook-values/props';
import { HandbookValuesScreen, handbookValuesStore } from '@adconfig/handbook-values/HandbookValuesScreen';

mountIsland('handbook-values', handbookValuesProps, (props, store) => <HandbookValuesScreen {...props} store={store} />, handbookValuesStore);
