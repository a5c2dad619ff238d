import { mountIsland } from '@shell/mountIsland';
import { imageSearchTaskProps } from '@images/image-search-task/props';
import { ImageSearchTaskScreen, imageSearchTaskStore } from '@images/image-search-task/ImageSearchTaskScreen';

mountIsland('image-search-task', imageSearchTaskProps, (props, store) => <ImageSearchTaskScreen {...props} store={store} />, imageSearchTaskStore);
