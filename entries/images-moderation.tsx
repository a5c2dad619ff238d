import { mountIsland } from '@shell/mountIsland';
import { ImagesModerationScreen, imagesModerationStore } from '@images/images-moderation/ImagesModerationScreen';
import { imagesModerationProps } from '@images/images-moderation/props';

mountIsland('images-moderation', imagesModerationProps, (props, store) => <ImagesModerationScreen {...props} store={store} />, imagesModerationStore);
