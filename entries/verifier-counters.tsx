import { mountIsland } from '../src/shell/mountIsland';
import { VerifierCountersScreen } from '../src/adconfig/verifier-counters/VerifierCountersScreen';
import { verifierCountersProps } from '../src/adconfig/verifier-counters/props';

mountIsland('verifier-counters', verifierCountersProps, (props) => <VerifierCountersScreen {...props} />);
