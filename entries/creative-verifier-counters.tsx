import { mountIsland } from '../src/shell/mountIsland';
import { creativeVerifierCountersProps } from '../src/adconfig/creative-verifier-counters/props';
import { CreativeVerifierCountersScreen, creativeVerifierCountersStore } from '../src/adconfig/creative-verifier-counters/CreativeVerifierCountersScreen';

mountIsland('creative-verifier-counters', creativeVerifierCountersProps, (props, store) => <CreativeVerifierCountersScreen {...props} store={store} />, creativeVerifierCountersStore);
