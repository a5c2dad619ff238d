import { mountIsland } from '../src/shell/mountIsland';
import { reservesPresalesProps } from '../src/sales/reserves-presales/props';
import { ReservesPresalesScreen, reservesPresalesStore } from '../src/sales/reserves-presales/ReservesPresalesScreen';

mountIsland('reserves-presales', reservesPresalesProps, (props, store) => <ReservesPresalesScreen {...props} store={store} />, reservesPresalesStore);
