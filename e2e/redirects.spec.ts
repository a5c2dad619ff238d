// Issue 32, what only a browser shows: a 302/307/308 from this site to another host (an open redirect,
// an SSO bounce) is not followed, so the CSRF token never reaches that host; the call ends in the
// redirect's error toast. The other host is a real second server on 127.0.0.1 that, as an attacker's
// would, lets every cross-origin request through (CORS preflights allowed), and records what reaches it.
// And a page opened at //evil.example/… writes its hash (history would refuse a URL naming that host).
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';

const REDIRECT_TOAST = 'Запрос не выполнен: сервер перенаправил его на другой адрес';

interface Reached {
  method: string;
  url: string;
  token: string | undefined;
}

/** The other host: answers everything with a success (preflights included) and records it. */
async function otherHost(): Promise<{ origin: string; reached: Reached[]; close: () => Promise<void> }> {
  const reached: Reached[] = [];
  const server = http.createServer((req, res) => {
    const token = req.headers['x-csrf-token'];
    reached.push({ method: req.method ?? '', url: req.url ?? '', token: typeof token === 'string' ? token : undefined });
    res.setHeader('Access-Control-Allow-Origin', String(req.headers.origin ?? '*'));
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', String(req.headers['access-control-request-headers'] ?? '*'));
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    res.setHeader('Content-Type', 'application/json');
    res.end(req.method === 'OPTIONS' ? '' : JSON.stringify({ success: true, data: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, reached, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test.describe('a redirect to another host is not followed', () => {
  let other: Awaited<ReturnType<typeof otherHost>>;
  test.beforeEach(async () => {
    other = await otherHost();
  });
  test.afterEach(async () => {
    await other.close();
  });

  test('the deleted sites search answered 302, 307 or 308: an error toast, nothing reaches the other host', async ({ page, standIn }) => {
    for (const status of [302, 307, 308]) {
      await standIn.fault({ method: 'GET', path: '/preferences/deleted/sites/search', kind: 'redirect', status, location: `${other.origin}/collect?status=${status}`, times: 1 });
      await page.goto('/preferences/deleted/sites');
      await expect(page.locator('.toast', { hasText: REDIRECT_TOAST }), String(status)).toBeVisible();
    }
    expect(other.reached).toEqual([]);
  });

  test('a frequency save answered 307 or 308: an error toast, the edits kept, nothing reaches the other host', async ({ page, standIn }) => {
    const id = 1000 + (Date.now() % 1_000_000);
    await page.goto(`/options/frequency/?id=${id}`);
    await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
    const count = page.getByRole('textbox', { name: 'Показы: Не более, раз' });
    await count.fill('5');
    await page.getByRole('textbox', { name: 'Показы: За период' }).fill('2');
    for (const status of [307, 308]) {
      await standIn.fault({ method: 'POST', path: '/options/frequency', kind: 'redirect', status, location: `${other.origin}/collect?status=${status}`, times: 1 });
      const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.status() === status);
      await count.press('Enter');
      await answered;
      await expect(page.locator('.toast', { hasText: REDIRECT_TOAST }).first(), String(status)).toBeVisible();
      await expect(count).toHaveValue('5');
    }
    expect(other.reached).toEqual([]);
  });
});

test('a page opened at //evil.example/… writes its filters to the hash and stays there', async ({ page, baseURL, allowConsoleErrors }) => {
  // The calls go to /evil.example/… on this site, which has no such API: a 404, said in a toast.
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
  const origin = new URL(baseURL ?? '').origin;
  await page.goto(`${origin}//evil.example/preferences/deleted/sites`);
  await expect(page.locator('.toast', { hasText: 'Не найдено' }).first()).toBeVisible();
  await page.getByLabel('Поиск').fill('media');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page).toHaveURL(/#.*media/);
  expect(new URL(page.url()).origin).toBe(origin);
  expect(new URL(page.url()).pathname).toBe('//evil.example/preferences/deleted/sites');
});
