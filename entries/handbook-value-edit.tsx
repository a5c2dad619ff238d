import { mountIsland } from '../src/shell/mountIsland';
import { handbookValueEditProps } from '../src/adconfig/handbook-value-edit/props';
import { HandbookValueEditScreen } from '../src/adconfig/handbook-value-edit/HandbookValueEditScreen';

mountIsland('handbook-value-edit', handbookValueEditProps, (props) => <HandbookValueEditScreen {...props} />);
