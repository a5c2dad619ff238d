import { mountIsland } from '@shell/mountIsland';
import { handbooksProps } from '@adconfig/handbooks/props';
import { HandbooksScreen, handbooksStore } from '@adconfig/handbooks/HandbooksScreen';

mountIsland('handbooks', handbooksProps, (props, store) => <HandbooksScreen {...props} store={store} />, handbooksStore);
