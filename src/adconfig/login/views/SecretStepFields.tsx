import { observer } from 'mobx-react-lite';
import { FormField } from '@ui/FormField';
import type { LoginStore } from '../LoginStore';
import { TEXT } from '../texts';

/** Step two: the password, or the one-time code with its resend link and countdown. */
export const SecretStepFields = observer(function SecretStepFields({ store }: { store: LoginStore }) {
  return (
    <>
      <p className="mb-2">
        <span className="text-body-secondary">{TEXT.login}: </span>
        <strong>{store.login}</strong>{' '}
        <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={store.changeLogin}>
          {TEXT.changeLogin}
        </button>
      </p>
      {store.otp && <p className="text-body-secondary small">{TEXT.otpSent}</p>}
      <FormField label={store.otp ? TEXT.otp : TEXT.password} error={store.error ?? undefined} required>
        {(control) => (
          <input
            {...control}
            type={store.otp ? 'text' : 'password'}
            name={store.otp ? 'otp' : 'pass'}
            inputMode={store.otp ? 'numeric' : undefined}
            autoComplete={store.otp ? 'one-time-code' : 'current-password'}
            autoFocus
            value={store.secret}
            onChange={(e) => store.setSecret(e.target.value)}
          />
        )}
      </FormField>
      {store.otp && (
        <p className="small" aria-live="polite">
          {store.countdown > 0 ? (
            <span className="text-body-secondary">{TEXT.resendIn(store.countdown)}</span>
          ) : (
            <button type="button" className="btn btn-link btn-sm p-0" onClick={() => void store.resend()} disabled={store.busy}>
              {TEXT.resend}
            </button>
          )}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-100" disabled={store.busy}>
        {TEXT.submit}
      </button>
    </>
  );
});
