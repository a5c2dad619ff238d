import { mountIsland } from '@shell/mountIsland';
import { LoginScreen } from '@adconfig/login/LoginScreen';
import { loginProps } from '@adconfig/login/props';

mountIsland('login', loginProps, (props) => <LoginScreen {...props} />);
