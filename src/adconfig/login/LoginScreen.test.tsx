import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LOGIN_UNKNOWN, LOGIN_WRONG } from '@fixtures/server/routes/login';
import { pageNavigation } from '@core/navigate';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { LoginScreen } from './LoginScreen';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: false });

describe('LoginScreen', () => {
  it('logs in by password with Enter at each step, keeps what was typed on failures and goes to back_uri', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderScreen(<LoginScreen />, { at: '/auth/?back_uri=%2Fcampaigns%2F', entry: 'login' });
    expect(screen.getByText('Регистрация').getAttribute('href')).toBe('/auth/register/');
    expect(screen.getByText('Забыли пароль?').getAttribute('href')).toBe('/auth/register/remember/');

    await user.type(field('Логин'), '{Enter}');
    expect(field('Логин')).toHaveAccessibleDescription('Введите логин');
    await user.type(field('Логин'), 'nobody{Enter}');
    // The server's message by the form, under the field (no toast in the far corner).
    await waitFor(() => expect(field('Логин')).toHaveAccessibleDescription(LOGIN_UNKNOWN));
    expect(document.querySelector('.toast')).toBeNull();
    expect(field('Логин').value).toBe('nobody');

    fireEvent.change(field('Логин'), { target: { value: 'operator' } });
    await user.type(field('Логин'), '{Enter}');
    const password = await screen.findByLabelText<HTMLInputElement>('Пароль', { exact: false });
    expect(password.type).toBe('password');
    expect(screen.queryByText('Отправить код ещё раз')).toBeNull();
    await user.type(password, 'wrong{Enter}');
    await waitFor(() => expect(password).toHaveAccessibleDescription(LOGIN_WRONG));
    expect(password.value).toBe('wrong');
    expect(assign).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'secret' } });
    await user.type(password, '{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/campaigns/`));
    expect(backend.last('POST', '/auth/in').body).toEqual({ login: 'operator', remember: false, pass: 'secret' });
  });

  it('asks for the one-time code with the countdown, and goes back to the login kept as typed', async () => {
    const { user } = renderScreen(<LoginScreen resendDelay={60} />, { at: '/auth/', entry: 'login' });
    await user.type(field('Логин'), 'otp.user');
    await user.click(screen.getByText('Далее'));
    expect(await screen.findByText('Отправить код ещё раз можно через 60 с')).toBeVisible();
    expect(field('Одноразовый код').getAttribute('autocomplete')).toBe('one-time-code');
    await user.click(screen.getByText('Изменить логин'));
    expect(field('Логин').value).toBe('otp.user');
  });
});
