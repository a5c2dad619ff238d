import { mountIsland } from '../src/shell/mountIsland';
import { mediaplanFormProps } from '../src/sales/mediaplan-form/props';
import { MediaplanFormScreen } from '../src/sales/mediaplan-form/MediaplanFormScreen';

mountIsland('mediaplan-form', mediaplanFormProps, (props) => <MediaplanFormScreen {...props} />);
