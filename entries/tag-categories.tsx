import { mountIsland } from '../src/shell/mountIsland';
import { tagCategoriesProps } from '../src/images/tag-categories/props';
import { TagCategoriesScreen, tagCategoriesStore } from '../src/images/tag-categories/TagCategoriesScreen';

mountIsland('tag-categories', tagCategoriesProps, (props, store) => <TagCategoriesScreen {...props} store={store} />, tagCategoriesStore);
