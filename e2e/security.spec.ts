// Issue 13, what only a browser shows: its own URL parser (backslashes, tabs between slashes, a page
// path starting with //) never sends a request carrying the CSRF token to another host, and an absurd
// count does not freeze the tab.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';

/** Every request the page makes to a host other than its own. */
function offsiteRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.host !== new URL(page.url() || 'http://localhost').host && !url.host.startsWith('localhost')) seen.push(request);
  });
  return seen;
}

/** Serve the screen's template with other data-props for its island (as a careless backend would print them). */
async function withProps(page: Page, entry: string, props: unknown): Promise<void> {
  await page.route((url) => url.pathname.startsWith('/preferences/'), async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const escaped = JSON.stringify(props).replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');
    const html = (await response.text()).replace(new RegExp(`(<div id="${entry}" data-props=')[^']*'`), `$1${escaped}'`);
    await route.fulfill({ response, body: html });
  });
}

test.describe('the CSRF token stays on this site', () => {
  test('a page whose urlPath the browser would resolve to another host refuses it at mount and calls nothing', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/\[sites-lists\] bad data-props: props.urlPath/);
    const offsite = offsiteRequests(page);
    for (const urlPath of ['/\\evil.example', '/\t/evil.example', '/\n/evil.example', '//evil.example', '/\\\\evil.example']) {
      await page.unrouteAll();
      await withProps(page, 'sites-lists', { urlPath, permissions: { store: true } });
      await page.goto('/preferences/sites-lists/');
      await expect(page.locator('#sites-lists').getByRole('alert'), JSON.stringify(urlPath)).toContainText("props.urlPath must be '' or a path on this site");
    }
    await page.waitForLoadState('networkidle');
    expect(offsite.map((r) => r.url())).toEqual([]);
  });

  test('a page opened at //evil.example/… calls its own site', async ({ page, baseURL, allowConsoleErrors }) => {
    // The calls go to /evil.example/… on this site, which has no such API: a 404, said in a toast.
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
    const offsite = offsiteRequests(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'xhr' || r.resourceType() === 'fetch') calls.push(new URL(r.url()).host);
    });
    await page.goto(`${new URL(baseURL ?? '').origin}//evil.example/preferences/deleted/sites`);
    await expect(page.locator('.toast', { hasText: 'Не найдено' }).first()).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls)).toEqual(new Set([new URL(page.url()).host]));
    expect(offsite.map((r) => r.url())).toEqual([]);
  });

  test('a navigation action that would POST to another host is refused at mount', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/\[navigation\] bad data-props: props.left\[0\].actions\[0\].url must be a URL on this site for a POST action/);
    const offsite = offsiteRequests(page);
    await page.route((url) => url.pathname.startsWith('/preferences/'), async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<div id="navigation" data-props=')([^']*)'/, (_all, head: string, props: string) => {
        const parsed = JSON.parse(props.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as { left: { actions?: unknown[] }[] };
        parsed.left[0].actions = [{ title: 'Сбросить кэш', url: '/\\evil.example/reset', method: 'POST' }];
        return `${head}${JSON.stringify(parsed).replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;')}'`;
      });
      await route.fulfill({ response, body: html });
    });
    await page.goto('/preferences/deleted/sites');
    await expect(page.locator('#navigation').getByRole('alert')).toContainText('must be a URL on this site for a POST action');
    await expect(page.getByRole('table', { name: 'Удалённые сайты' }).locator('tbody tr').first()).toBeVisible();
    expect(offsite.map((r) => r.url())).toEqual([]);
  });
});

test('a count of 1e15 rows leaves the tab responsive and the paginator short', async ({ page, standIn }) => {
  await standIn.fault({
    method: 'GET',
    path: '/api/hb/sites-lists',
    kind: 'respond',
    body: { success: true, data: [{ id: 1, status: 'active', name: 'Единственный', sites_count: 3, created: '2024-01-01 00:00:00', updated: '0000-00-00 00:00:00', modified: 'admin' }], meta: { total_count: 1e15 } },
  });
  await page.goto('/preferences/sites-lists/');
  await expect(page.getByText('Единственный').first()).toBeVisible();
  const started = Date.now();
  expect(await page.evaluate(() => document.querySelectorAll('nav[aria-label="Страницы"] .page-item').length)).toBeLessThan(12);
  expect(Date.now() - started).toBeLessThan(2000);
  await expect(page.getByText(/Всего: 1\s000\s000\s000\s000\s000/).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Списки сайтов' }).getByText('—').first()).toBeVisible();
});
