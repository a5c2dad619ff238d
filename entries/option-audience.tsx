import { mountIsland } from '../src/shell/mountIsland';
import { OptionAudienceScreen } from '../src/adconfig/option-audience/OptionAudienceScreen';
import { optionAudienceProps } from '../src/adconfig/option-audience/props';

mountIsland('option-audience', optionAudienceProps, (props) => <OptionAudienceScreen {...props} />);
