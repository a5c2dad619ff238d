// The navigation island every page carries, on a real page of the stand-in (the deleted-sites screen,
// whose page is under 'Настройки'): the bar, the active item and action, the notices, the keyboard.
import { expect, test } from '../support/test';

const PAGE = '/preferences/deleted/sites';

test('shows the bar with the current item, the breadcrumbs, the title and the footer', async ({ page, axe }) => {
  await page.goto(PAGE);
  const bar = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Настройки' })).toHaveClass(/active/);
  await expect(bar.getByRole('button', { name: 'Статистика' })).not.toHaveClass(/active/);

  const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
  await expect(trail.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Удалённые сайты');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Удалённые сайты');
  await expect(page).toHaveTitle(/^Удалённые сайты/);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Пишите нам – support@adplatform.ru');
  await expect(footer.getByRole('link', { name: 'support@adplatform.ru' })).toHaveAttribute('href', 'mailto:support@adplatform.ru');
  await expect(footer).toContainText(`© 2008–${new Date().getFullYear()} backoffice.adplatform.ru`);
  // The footer closes the page: after the screen's <main>.
  expect(await page.evaluate(() => document.querySelector('main + footer') !== null)).toBe(true);

  await page.waitForLoadState('networkidle');
  // The island's own markup (the screen below it has its own gate in the catalogue spec).
  await axe.check({ include: '#navigation' });
  await axe.check({ include: '#navigation-footer' });
});

test('asks for the notices once with the page rid and the ajax headers, and shows them as toasts', async ({ page }) => {
  const noticesCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/ajax/notices/get/');
  await page.goto(PAGE);
  const request = await noticesCall;
  expect(request.method()).toBe('GET');
  expect(new URL(request.url()).searchParams.get('rid')).toBe('deleted-sites');
  const headers = await request.allHeaders();
  expect(headers['x-requested-with']).toBe('XMLHttpRequest');
  expect(headers['x-csrf-token']).toBe(await page.locator('meta[name="csrf-token"]').getAttribute('content'));

  const warning = page.locator('.toast', { hasText: 'Плановые работы 14 июня' });
  await expect(warning).toBeVisible();
  await expect(warning).toHaveClass(/bg-warning/);
  const info = page.locator('.toast', { hasText: 'Новое в отчётах: <b>фильтры</b> сохраняются в ссылке' });
  await expect(info).toHaveClass(/bg-info/);
  // Server text is text: the script-looking part is shown, not run.
  await expect(info).toContainText("<script>alert('не код, а текст')</script>");
});

test('opens a dropdown with the keyboard and marks the current page in it', async ({ page }) => {
  await page.goto(PAGE);
  const bar = page.getByRole('navigation', { name: 'Основное меню' });
  const settings = bar.getByRole('button', { name: 'Настройки' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(settings).toHaveAttribute('aria-expanded', 'true');
  const current = bar.getByRole('link', { name: 'Удалённые сайты' });
  await expect(current).toBeVisible();
  await expect(current).toHaveAttribute('aria-current', 'page');

  await page.keyboard.press('ArrowDown');
  await expect(bar.getByRole('link', { name: 'Списки сайтов' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(settings).toHaveAttribute('aria-expanded', 'false');
  await expect(settings).toBeFocused();

  await settings.click();
  await bar.getByRole('link', { name: 'Списки сайтов' }).click();
  await expect(page).toHaveURL(/\/preferences\/sites-lists\/?$/);
});

test('collapses behind the Меню button on a narrow screen', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 800 });
  await page.goto(PAGE);
  const menu = page.getByRole('button', { name: 'Меню' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Настройки' })).toBeHidden();
  await menu.press('Enter');
  await expect(page.getByRole('button', { name: 'Настройки' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});
