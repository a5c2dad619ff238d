import { mountIsland } from '@shell/mountIsland';
import { userTransactionProps } from '@sales/user-transaction/props';
import { UserTransactionScreen, userTransactionStore } from '@sales/user-transaction/UserTransactionScreen';

mountIsland('user-transaction', userTransactionProps, (props, store) => <UserTransactionScreen {...props} store={store} />, userTransactionStore);
