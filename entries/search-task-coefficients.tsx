import { mountIsland } from '../src/shell/mountIsland';
import { searchTaskCoefficientsProps } from '../src/images/search-task-coefficients/props';
import { SearchTaskCoefficientsScreen, searchTaskCoefficientsStore } from '../src/images/search-task-coefficients/SearchTaskCoefficientsScreen';

mountIsland('search-task-coefficients', searchTaskCoefficientsProps, (props, store) => <SearchTaskCoefficientsScreen {...props} store={store} />, searchTaskCoefficientsStore);
