// Login in Chromium through the stand-in, by the keyboard: the login, Enter, the one-time code step with
// its countdown, a wrong code refused (the code kept), the right one, and the page goes to back_uri.
// The password step, the resend and the redirect of a failure: jsdom (src/adconfig/login).
import { expect, test } from '../support/test';

test('logs in with a one-time code by the keyboard and goes to back_uri', async ({ page }) => {
  await page.goto('/auth/?back_uri=%2Fpreferences%2Fdeleted%2Fsites');
  const login = page.getByRole('textbox', { name: 'Логин' });
  await expect(login).toBeFocused();
  // A guest's page: no logged-in chrome (menu, user, breadcrumbs).
  await expect(page.getByRole('navigation', { name: 'Основное меню' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toHaveCount(0);
  await login.fill('otp.user');
  const asked = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/auth/in');
  await login.press('Enter');
  expect((await asked).postDataJSON()).toEqual({ login: 'otp.user', remember: false });

  const code = page.getByRole('textbox', { name: 'Одноразовый код' });
  await expect(page.getByText('Отправить код ещё раз можно через 60 с')).toBeVisible();
  await code.fill('000000');
  await code.press('Enter');
  // Said by the field, not in a toast.
  await expect(code).toHaveAccessibleDescription('Неверный логин или пароль');
  await expect(page.locator('.toast')).toHaveCount(0);
  await expect(code).toHaveValue('000000');

  await code.fill('123456');
  await code.press('Enter');
  await page.waitForURL('**/preferences/deleted/sites', { waitUntil: 'commit' });
  // The page logged into is there and working (and the headers gate has read its own CSRF token before the test ends).
  await expect(page.getByText('https://nauka-muzyka2.org/razdel/stranica-348')).toBeVisible();
});
