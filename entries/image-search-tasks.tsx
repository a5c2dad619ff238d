import { mountIsland } from '@shell/mountIsland';
import { imageSearchTasksProps } from '@images/image-search-tasks/props';
import { ImageSearchTasksScreen, imageSearchTasksStore } from '@images/image-search-tasks/ImageSearchTasksScreen';

mountIsland('image-search-tasks', imageSearchTasksProps, (props, store) => <ImageSearchTasksScreen {...props} store={store} />, imageSearchTasksStore);
