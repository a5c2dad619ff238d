// A 2 Banners in Chromium through the stand-in, the main flow in one go: create → the Параметры tab's
// required fields refused (the tab marked, named in the alert, opened) → fixed → saved → the answer's
// redirect to the edit page with the toast. Edge cases (locked fields, nested server errors, 409,
// macros, hash) are in the screen's jest tests.
import { expect, test } from '../support/test';

test('creates a banner: a per-tab error shown and fixed, saved, the redirect followed', async ({ page }) => {
  const name = `Баннер e2e ${Date.now()}`;
  await page.goto('/banners/create');
  await expect(page.getByRole('combobox', { name: 'Тип' }).getByRole('option', { name: 'Картинка 240×400' })).toBeAttached();
  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  await page.getByRole('combobox', { name: 'Тип' }).selectOption({ label: 'Картинка 240×400' });
  await page.getByRole('combobox', { name: 'Рекламная система' }).selectOption({ label: 'Собственная сеть' });
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Обнаружены ошибки на вкладках: Параметры' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Параметры (есть ошибки)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/banners\/create#params$/);
  const src = page.getByRole('textbox', { name: 'Адрес изображения' });
  await expect(src).toBeFocused();
  await src.fill('https://cdn.example.ru/e2e.png');
  await page.getByRole('textbox', { name: 'Ссылка перехода' }).fill('https://shop.example.ru/e2e');
  await expect(page.getByText(/Обнаружены ошибки/)).toHaveCount(0);

  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/banners');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const body: unknown = (await posted).postDataJSON();
  expect(body).toMatchObject({ name, type_id: 1, adv_engine_id: 1, params: { image: { src: 'https://cdn.example.ru/e2e.png', width: 240, height: 400 } } });

  // No "leave the page?" prompt: the banner is saved before the page goes.
  await page.waitForURL(/\/banners\/edit\/\d+$/);
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toContainText('Сохранено');
  await expect(page.getByRole('heading', { name: new RegExp(`^Баннер №\\d+: ${name}$`) })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Тип' })).toBeDisabled();
});
