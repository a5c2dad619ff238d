import { mountIsland } from '../src/shell/mountIsland';
import { userTransactionProps } from '../src/sales/user-transaction/props';
import { UserTransactionScreen, userTransactionStore } from '../src/sales/user-transaction/UserTransactionScreen';

mountIsland('user-transaction', userTransactionProps, (props, store) => <UserTransactionScreen {...props} store={store} />, userTransactionStore);
