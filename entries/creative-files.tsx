import { mountIsland } from '../src/shell/mountIsland';
import { CreativeFilesScreen } from '../src/adconfig/creative-files/CreativeFilesScreen';
import { creativeFilesProps } from '../src/adconfig/creative-files/props';

mountIsland('creative-files', creativeFilesProps, (props) => <CreativeFilesScreen {...props} />);
