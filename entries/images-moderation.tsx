import { mountIsland } from '../src/shell/mountIsland';
import { ImagesModerationScreen } from '../src/images/images-moderation/ImagesModerationScreen';
import { imagesModerationProps } from '../src/images/images-moderation/props';

mountIsland('images-moderation', imagesModerationProps, (props) => <ImagesModerationScreen {...props} />);
