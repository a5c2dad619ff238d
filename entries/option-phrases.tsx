import { mountIsland } from '@shell/mountIsland';
import { OptionPhrasesScreen, optionPhrasesStore } from '@adconfig/option-phrases/OptionPhrasesScreen';
import { optionPhrasesProps } from '@adconfig/option-phrases/props';

mountIsland('option-phrases', optionPhrasesProps, (props, store) => <OptionPhrasesScreen {...props} store={store} />, optionPhrasesStore);
