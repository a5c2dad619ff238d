import { mountIsland } from '@shell/mountIsland';
import { creativeVerifierCountersProps } from '@adconfig/creative-verifier-counters/props';
import { CreativeVerifierCountersScreen, creativeVerifierCountersStore } from '@adconfig/creative-verifier-counters/CreativeVerifierCountersScreen';

mountIsland('creative-verifier-counters', creativeVerifierCountersProps, (props, store) => <CreativeVerifierCountersScreen {...props} store={store} />, creativeVerifierCountersStore);
