import { mountIsland } from '@shell/mountIsland';
import { VerifierCountersScreen, verifierCountersStore } from '@adconfig/verifier-counters/VerifierCountersScreen';
import { verifierCountersProps } from '@adconfig/verifier-counters/props';

mountIsland('verifier-counters', verifierCountersProps, (props, store) => <VerifierCountersScreen {...props} store={store} />, verifierCountersStore);
