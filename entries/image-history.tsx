import { mountIsland } from '../src/shell/mountIsland';
import { ImageHistoryScreen } from '../src/images/image-history/ImageHistoryScreen';
import { imageHistoryProps } from '../src/images/image-history/props';

mountIsland('image-history', imageHistoryProps, (props) => <ImageHistoryScreen {...props} />);
