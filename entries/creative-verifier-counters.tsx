import { mountIsland } from '../src/shell/mountIsland';
import { creativeVerifierCountersProps } from '../src/adconfig/creative-verifier-counters/props';
import { CreativeVerifierCountersScreen } from '../src/adconfig/creative-verifier-counters/CreativeVerifierCountersScreen';

mountIsland('creative-verifier-counters', creativeVerifierCountersProps, (props) => <CreativeVerifierCountersScreen {...props} />);
