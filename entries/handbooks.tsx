import { mountIsland } from '../src/shell/mountIsland';
import { handbooksProps } from '../src/adconfig/handbooks/props';
import { HandbooksScreen, handbooksStore } from '../src/adconfig/handbooks/HandbooksScreen';

mountIsland('handbooks', handbooksProps, (props, store) => <HandbooksScreen {...props} store={store} />, handbooksStore);
