import { mountIsland } from '@shell/mountIsland';
import { reservesPresalesProps } from '@sales/reserves-presales/props';
import { ReservesPresalesScreen, reservesPresalesStore } from '@sales/reserves-presales/ReservesPresalesScreen';

mountIsland('reserves-presales', reservesPresalesProps, (props, store) => <ReservesPresalesScreen {...props} store={store} />, reservesPresalesStore);
