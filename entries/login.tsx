import { mountIsland } from '../src/shell/mountIsland';
import { LoginScreen } from '../src/adconfig/login/LoginScreen';
import { loginProps } from '../src/adconfig/login/props';

mountIsland('login', loginProps, (props) => <LoginScreen {...props} />);
