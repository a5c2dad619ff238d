import { mountIsland } from '../src/shell/mountIsland';
import { handbooksProps } from '../src/adconfig/handbooks/props';
import { HandbooksScreen } from '../src/adconfig/handbooks/HandbooksScreen';

mountIsland('handbooks', handbooksProps, (props) => <HandbooksScreen {...props} />);
