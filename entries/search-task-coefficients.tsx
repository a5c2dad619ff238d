import { mountIsland } from '@shell/mountIsland';
import { searchTaskCoefficientsProps } from '@images/search-task-coefficients/props';
import { SearchTaskCoefficientsScreen, searchTaskCoefficientsStore } from '@images/search-task-coefficients/SearchTaskCoefficientsScreen';

mountIsland('search-task-coefficients', searchTaskCoefficientsProps, (props, store) => <SearchTaskCoefficientsScreen {...props} store={store} />, searchTaskCoefficientsStore);
