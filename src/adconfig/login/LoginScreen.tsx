import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { pagePath } from '@core/basePath';
import { loginApi } from './api';
import { LoginStore } from './LoginStore';
import type { LoginProps } from './props';
import { TEXT } from './texts';
import { LoginStepFields } from './views/LoginStepFields';
import { SecretStepFields } from './views/SecretStepFields';

export type { LoginProps };

/** The login page (A 2, A 4): login → password or one-time code; register and recovery links. */
export const LoginScreen = observer(function LoginScreen(props: LoginProps) {
  const [store] = useState(() => new LoginStore(loginApi(), { resendDelay: props.resendDelay, urlPath: props.urlPath }));
  useEffect(() => () => store.dispose(), [store]);
  const base = pagePath();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    // The page title ('Вход') is the navigation island's; this is the form alone.
    <div className="mx-auto mt-2" style={{ maxWidth: '24rem' }}>
      {/* Enter in any field submits the step (a real form), as the browser does. */}
      <form noValidate onSubmit={onSubmit} aria-label={TEXT.title}>
        {store.step === 'login' ? <LoginStepFields store={store} /> : <SecretStepFields store={store} />}
      </form>
      <nav className="d-flex justify-content-between mt-3" aria-label="Регистрация и восстановление пароля">
        <a href={`${base}/register/`}>{TEXT.register}</a>
        <a href={`${base}/register/remember/`}>{TEXT.recovery}</a>
      </nav>
    </div>
  );
});
