import { mountIsland } from '@shell/mountIsland';
import { handbookValueEditProps } from '@adconfig/handbook-value-edit/props';
import { HandbookValueEditScreen, handbookValueEditStore } from '@adconfig/handbook-value-edit/HandbookValueEditScreen';

mountIsland('handbook-value-edit', handbookValueEditProps, (props, store) => <HandbookValueEditScreen {...props} store={store} />, handbookValueEditStore);
