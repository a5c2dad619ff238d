// The settings navigator in Chromium through the stand-in: a deep link opens its section and its
// component (content shown as text), another action opens by the keyboard and takes the hash, Back
// returns, and a POST action asks first and calls its url. Islands by tag, refusals, off actions: jsdom.
import { expect, test } from '../support/test';

test('deep link, an action by the keyboard, Back, and a confirmed POST action', async ({ page }) => {
  await page.goto('/preferences/#sessions?active=0');
  const sections = page.getByRole('region', { name: 'Разделы настроек' });
  await expect(sections.getByRole('button', { name: 'Пользователи' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Активные сеансы' })).toContainText('old.session — 10.0.0.77 (завершён)');

  await sections.getByRole('button', { name: 'Система' }).click();
  await sections.getByRole('button', { name: 'Очереди задач' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Очереди задач' })).toContainText('Очередь писем: пусто');
  expect(new URL(page.url()).hash).toBe('#queues');
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Активные сеансы' })).toBeVisible();

  await sections.getByRole('button', { name: 'Система' }).click();
  await sections.getByRole('button', { name: 'Очистить кэш' }).click();
  const called = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/preferences/system/cache/clear');
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await called;
  await expect(page.locator('.toast', { hasText: 'Кэш очищен' })).toBeVisible();
});
