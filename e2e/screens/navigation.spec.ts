// The navigation island every page carries, on a real page of the stand-in (the deleted-sites screen,
// whose page is under 'Настройки'), in ONE page load: the bar with the active item, the breadcrumbs,
// title and footer, the notices asked for once and shown as toasts, a dropdown by keyboard, the
// collapsed bar on a narrow window, and a click through to another page. Its texts and the props'
// edge cases are jsdom's (src/adconfig/navigation/NavigationScreen.test.tsx); axe on the island runs in
// every screen's page gate.
import { E2E_NOW } from '../support/clock';
import { expect, test } from '../support/test';

const PAGE = '/preferences/deleted/sites';

test.use({ notices: true });

test('the bar, breadcrumbs, title, footer and notices; a dropdown by keyboard; collapsed when narrow; a click goes there', async ({ page }) => {
  const noticesCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/ajax/notices/get/');
  await page.goto(PAGE);
  // The notices first (toasts hide after a while): asked for once with the page's rid (the `page` fixture checks the ajax and CSRF headers).
  const request = await noticesCall;
  expect(request.method()).toBe('GET');
  expect(new URL(request.url()).searchParams.get('rid')).toBe('deleted-sites');
  const warning = page.locator('.toast', { hasText: 'Плановые работы 14 июня' });
  await expect(warning).toHaveClass(/bg-warning/);
  const info = page.locator('.toast', { hasText: 'Новое в отчётах: <b>фильтры</b> сохраняются в ссылке' });
  await expect(info).toHaveClass(/bg-info/);
  // Server text is text: the script-looking part is shown, not run.
  await expect(info).toContainText("<script>alert('не код, а текст')</script>");
  // Top right just under the navbar (issue 44: one place for every island), clear of its user menu, and clear of
  // any modal's footer.
  const stack = await page.locator('.toast-container').boundingBox();
  const navbar = await page.getByRole('navigation', { name: 'Основное меню' }).boundingBox();
  const size = page.viewportSize();
  if (!stack || !navbar || !size) throw new Error('no toasts, navbar or window');
  expect(stack.y, 'the toasts stay below the navbar').toBeGreaterThanOrEqual(navbar.y + navbar.height);
  expect(stack.y, 'just under it').toBeLessThan(navbar.y + navbar.height + 8);
  expect(stack.x + stack.width, 'at the right').toBeGreaterThan(size.width - 40);
  // The stack's own box (its padding, the gaps between toasts) lets clicks through to the page under it.
  const under = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('.toast-container') === null, [stack.x + 4, stack.y + 4]);
  expect(under, 'a click beside a toast reaches the page').toBe(true);
  // Closed by the operator: it stays closed (the other shows once a session, checked at the end).
  await warning.getByRole('button', { name: 'Закрыть' }).click();
  await expect(warning).toHaveCount(0);

  const bar = page.getByRole('navigation', { name: 'Основное меню' });
  const settings = bar.getByRole('button', { name: 'Настройки' });
  await expect(settings).toHaveClass(/active/);
  await expect(bar.getByRole('button', { name: 'Статистика' })).not.toHaveClass(/active/);

  const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(trail.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Удалённые сайты');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Удалённые сайты');
  await expect(page).toHaveTitle(/^Удалённые сайты/);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Пишите нам – support@adplatform.ru');
  await expect(footer.getByRole('link', { name: 'support@adplatform.ru' })).toHaveAttribute('href', 'mailto:support@adplatform.ru');
  await expect(footer).toContainText(`© 2008–${new Date(E2E_NOW).getFullYear()} backoffice.adplatform.ru`);
  // The footer closes the page: after the screen's <main>.
  expect(await page.evaluate(() => document.querySelector('main + footer') !== null)).toBe(true);

  // A dropdown by keyboard, the current page marked in it.
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(settings).toHaveAttribute('aria-expanded', 'true');
  const current = bar.getByRole('link', { name: 'Удалённые сайты' });
  await expect(current).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('ArrowDown');
  await expect(bar.getByRole('link', { name: 'Списки сайтов' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(settings).toHaveAttribute('aria-expanded', 'false');
  await expect(settings).toBeFocused();

  // The common laptop keeps the bar in one row; at 1024 px it folds behind 'Меню' rather than wrap into two.
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 768 });
    const box = await bar.boundingBox();
    expect(box?.height, `one row at ${width} px`).toBeLessThan(70);
  }
  await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();

  // A narrow window: the bar collapses behind 'Меню'.
  await page.setViewportSize({ width: 480, height: 800 });
  const menu = page.getByRole('button', { name: 'Меню' });
  await expect(settings).toBeHidden();
  await menu.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(settings).toBeVisible();

  await settings.click();
  const nextNotices = page.waitForResponse((r) => new URL(r.url()).pathname === '/ajax/notices/get/');
  await bar.getByRole('link', { name: 'Списки сайтов' }).click();
  await expect(page).toHaveURL(/\/preferences\/sites-lists\/?$/);
  // The next page of the session: the notices are not repeated.
  await nextNotices;
  await expect(page.locator('.toast')).toHaveCount(0);
  // A new session: the one not closed shows again, the closed one does not.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();
  await expect(info).toBeVisible();
  await expect(warning).toHaveCount(0);
});

// Issue 45: the bar is no part of the page's first screen. It renders after the frame that paints the screen, its
// height held meanwhile (barReserve.tsx): nothing of the screen moves when it comes, on the expanded bar and the
// collapsed one. Each frame is noted from the first one on: where the page's <main> begins and whether the bar is there.
test('renders after the screen has painted its first frame, in the room held for it: nothing moves', async ({ page }) => {
  await page.addInitScript(() => {
    const frames: Array<{ mainTop: number; screen: boolean; bar: boolean }> = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    const note = () => {
      const main = document.querySelector('main');
      if (main) frames.push({ mainTop: main.getBoundingClientRect().top, screen: (document.getElementById('deleted-sites')?.childElementCount ?? 0) > 0, bar: document.querySelector('.navigation-header') !== null });
      if (frames.length < 600) requestAnimationFrame(note);
    };
    requestAnimationFrame(note);
  });
  for (const width of [1366, 900]) {
    await page.setViewportSize({ width, height: 768 });
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Удалённые сайты');
    await expect(page.getByText('https://nauka-muzyka2.org/razdel/stranica-348')).toBeVisible();
    const frames = await page.evaluate(() => (window as unknown as { __frames: Array<{ mainTop: number; screen: boolean; bar: boolean }> }).__frames);
    const first = frames.findIndex((f) => f.screen);
    expect(first, `${width} px: the screen painted`).toBeGreaterThanOrEqual(0);
    expect(frames[first].bar, `${width} px: the screen's first frame comes before the bar`).toBe(false);
    expect(frames.some((f) => f.bar), `${width} px: then the bar`).toBe(true);
    const tops = [...new Set(frames.slice(first).map((f) => Math.round(f.mainTop)))];
    expect(tops, `${width} px: the screen stays where it was first painted`).toHaveLength(1);
  }
});
