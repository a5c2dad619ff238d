import { mountIsland } from '../src/shell/mountIsland';
import { creativeOrdProps } from '../src/adconfig/creative-ord/props';
import { CreativeOrdScreen } from '../src/adconfig/creative-ord/CreativeOrdScreen';

mountIsland('creative-ord', creativeOrdProps, (props) => <CreativeOrdScreen {...props} />);
