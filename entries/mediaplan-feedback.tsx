import { mountIsland } from '@shell/mountIsland';
import { mediaplanFeedbackProps } from '@sales/mediaplan-feedback/props';
import { MediaplanFeedbackScreen, mediaplanFeedbackStore } from '@sales/mediaplan-feedback/MediaplanFeedbackScreen';

mountIsland('mediaplan-feedback', mediaplanFeedbackProps, (props, store) => <MediaplanFeedbackScreen {...props} store={store} />, mediaplanFeedbackStore);
