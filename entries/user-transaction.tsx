import { mountIsland } from '../src/shell/mountIsland';
import { userTransactionProps } from '../src/sales/user-transaction/props';
import { UserTransactionScreen } from '../src/sales/user-transaction/UserTransactionScreen';

mountIsland('user-transaction', userTransactionProps, (props) => <UserTransactionScreen {...props} />);
