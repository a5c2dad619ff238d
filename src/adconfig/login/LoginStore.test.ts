import { pageNavigation } from '@core/navigate';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { LOGIN_BLOCKED } from '@fixtures/server/routes/login';
import { loginApi } from './api';
import { LoginStore, resendDelayOf } from './LoginStore';

const at = (url: string) => window.history.replaceState(null, '', url);

describe('LoginStore against the stand-in', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  });

  it('asks for the one-time code, counts down before the resend link returns, resends with PATCH and restarts the count', async () => {
    at('/auth/');
    const store = new LoginStore(loginApi(), { resendDelay: 2 });
    store.setLogin(' otp.user ');
    store.setRemember(true);
    await store.submit();
    expect(backend.last('PUT', '/auth/in').body).toEqual({ login: 'otp.user', remember: 1 });
    expect([store.step, store.otp, store.countdown]).toEqual(['secret', true, 2]);

    await store.resend();
    expect(backend.all('PATCH', '/auth/in')).toHaveLength(0);
    store.tick();
    store.tick();
    expect(store.countdown).toBe(0);
    await store.resend();
    expect(backend.last('PATCH', '/auth/in').body).toEqual({ login: 'otp.user', remember: 1 });
    expect(store.countdown).toBe(2);

    store.setSecret('123456');
    await store.submit();
    const post = backend.last('POST', '/auth/in');
    expect(post.body).toEqual({ login: 'otp.user', remember: 1, otp: '123456' });
    expect(post.headers['x-csrf-token']).toBe('test-csrf-token');
    expect(assign).toHaveBeenCalledWith('/');
    store.dispose();
  });

  it('goes to back_uri on this site only, as the browser resolves it', () => {
    const store = (search: string) => new LoginStore(loginApi(), { search, urlPath: '/office' });
    expect(store('?back_uri=%2Fcampaigns%2F%3Fid%3D3').destination()).toBe(`${window.location.origin}/campaigns/?id=3`);
    expect(store('?back_uri=%2F%5Cevil.example%2F').destination()).toBe('/office/');
    expect(store('?back_uri=javascript%3Aalert(1)').destination()).toBe('/office/');
    expect(store('').destination()).toBe('/office/');
  });

  it('follows the redirect a failed login carries, with no error toast', async () => {
    at('/auth/');
    const store = new LoginStore(loginApi());
    store.setLogin('blocked');
    await store.submit();
    store.setSecret('secret');
    await store.submit();
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/auth/register/remember/`);
    expect(notify.toasts.map((t) => t.lines).flat()).not.toContain(LOGIN_BLOCKED);
  });

  it('keeps the resend delay within 0..300 s', () => {
    expect([resendDelayOf(undefined), resendDelayOf(0), resendDelayOf(300), resendDelayOf(301), resendDelayOf(-1)]).toEqual([60, 0, 300, 60, 60]);
  });
});
