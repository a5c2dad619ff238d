import { mountIsland } from '@shell/mountIsland';
import { ImageHistoryScreen, imageHistoryStore } from '@images/image-history/ImageHistoryScreen';
import { imageHistoryProps } from '@images/image-history/props';

mountIsland('image-history', imageHistoryProps, (props, store) => <ImageHistoryScreen {...props} store={store} />, imageHistoryStore);
