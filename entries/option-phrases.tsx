import { mountIsland } from '../src/shell/mountIsland';
import { OptionPhrasesScreen } from '../src/adconfig/option-phrases/OptionPhrasesScreen';
import { optionPhrasesProps } from '../src/adconfig/option-phrases/props';

mountIsland('option-phrases', optionPhrasesProps, (props) => <OptionPhrasesScreen {...props} />);
