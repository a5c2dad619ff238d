import { mountIsland } from '../src/shell/mountIsland';
import { ImagesModerationScreen, imagesModerationStore } from '../src/images/images-moderation/ImagesModerationScreen';
import { imagesModerationProps } from '../src/images/images-moderation/props';

mountIsland('images-moderation', imagesModerationProps, (props, store) => <ImagesModerationScreen {...props} store={store} />, imagesModerationStore);
