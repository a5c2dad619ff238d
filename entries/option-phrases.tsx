import { mountIsland } from '../src/shell/mountIsland';
import { OptionPhrasesScreen, optionPhrasesStore } from '../src/adconfig/option-phrases/OptionPhrasesScreen';
import { optionPhrasesProps } from '../src/adconfig/option-phrases/props';

mountIsland('option-phrases', optionPhrasesProps, (props, store) => <OptionPhrasesScreen {...props} store={store} />, optionPhrasesStore);
