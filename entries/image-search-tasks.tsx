import { mountIsland } from '../src/shell/mountIsland';
import { imageSearchTasksProps } from '../src/images/image-search-tasks/props';
import { ImageSearchTasksScreen, imageSearchTasksStore } from '../src/images/image-search-tasks/ImageSearchTasksScreen';

mountIsland('image-search-tasks', imageSearchTasksProps, (props, store) => <ImageSearchTasksScreen {...props} store={store} />, imageSearchTasksStore);
