import { mountIsland } from '../src/shell/mountIsland';
import { handbookValueEditProps } from '../src/adconfig/handbook-value-edit/props';
import { HandbookValueEditScreen, handbookValueEditStore } from '../src/adconfig/handbook-value-edit/HandbookValueEditScreen';

mountIsland('handbook-value-edit', handbookValueEditProps, (props, store) => <HandbookValueEditScreen {...props} store={store} />, handbookValueEditStore);
