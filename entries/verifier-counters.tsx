import { mountIsland } from '../src/shell/mountIsland';
import { VerifierCountersScreen, verifierCountersStore } from '../src/adconfig/verifier-counters/VerifierCountersScreen';
import { verifierCountersProps } from '../src/adconfig/verifier-counters/props';

mountIsland('verifier-counters', verifierCountersProps, (props, store) => <VerifierCountersScreen {...props} store={store} />, verifierCountersStore);
