import { mountIsland } from '../src/shell/mountIsland';
import { ImageHistoryScreen, imageHistoryStore } from '../src/images/image-history/ImageHistoryScreen';
import { imageHistoryProps } from '../src/images/image-history/props';

mountIsland('image-history', imageHistoryProps, (props, store) => <ImageHistoryScreen {...props} store={store} />, imageHistoryStore);
