import { mountIsland } from '../src/shell/mountIsland';
import { imageSearchTaskProps } from '../src/images/image-search-task/props';
import { ImageSearchTaskScreen, imageSearchTaskStore } from '../src/images/image-search-task/ImageSearchTaskScreen';

mountIsland('image-search-task', imageSearchTaskProps, (props, store) => <ImageSearchTaskScreen {...props} store={store} />, imageSearchTaskStore);
