import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import type { LoginStore } from '../LoginStore';
import { TEXT } from '../texts';

/** Step one: the login and 'remember me'; Enter goes on. */
export const LoginStepFields = observer(function LoginStepFields({ store }: { store: LoginStore }) {
  return (
    <>
      <FormField label={TEXT.login} error={store.error ?? undefined} required>
        {(control) => (
          <input
            {...control}
            type="text"
            name="login"
            autoComplete="username"
            // The page is there to log in: the field takes the keyboard at once.
            autoFocus
            value={store.login}
            onChange={(e) => store.setLogin(e.target.value)}
          />
        )}
      </FormField>
      <div className="form-check mb-3">
        <input id="login-remember" className="form-check-input" type="checkbox" checked={store.remember} onChange={(e) => store.setRemember(e.target.checked)} />
        <label className="form-check-label" htmlFor="login-remember">
          {TEXT.remember}
        </label>
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={store.busy}>
        {TEXT.next}
      </button>
    </>
  );
});
