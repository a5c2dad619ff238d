import { mountIsland } from '../src/shell/mountIsland';
import { mediaplanFeedbackProps } from '../src/sales/mediaplan-feedback/props';
import { MediaplanFeedbackScreen, mediaplanFeedbackStore } from '../src/sales/mediaplan-feedback/MediaplanFeedbackScreen';

mountIsland('mediaplan-feedback', mediaplanFeedbackProps, (props, store) => <MediaplanFeedbackScreen {...props} store={store} />, mediaplanFeedbackStore);
