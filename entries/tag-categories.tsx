import { mountIsland } from '@shell/mountIsland';
import { tagCategoriesProps } from '@images/tag-categories/props';
import { TagCategoriesScreen, tagCategoriesStore } from '@images/tag-categories/TagCategoriesScreen';

mountIsland('tag-categories', tagCategoriesProps, (props, store) => <TagCategoriesScreen {...props} store={store} />, tagCategoriesStore);
