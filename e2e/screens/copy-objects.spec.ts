// A 2 copy objects in Chromium through the stand-in: the objects filtered, two chosen, a parameter switched on,
// POST {params, items} to the configured URL, the answer's message. Edge cases (nothing chosen, a failed store,
// a redirect, no objects) are in jest.
import { expect, test } from '../support/test';

test('copies two filtered objects with the parameters switched on', async ({ page }) => {
  await page.goto('/campaigns/copy');
  await expect(page.getByRole('table', { name: 'Объекты для копирования' })).toContainText('Кешбэк 10% — видео 15 с');
  await page.getByRole('searchbox', { name: 'Поиск объектов' }).fill('зима');
  await page.getByRole('checkbox', { name: 'Выбрать объект Зима — баннер 240×400', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Выбрать объект Зима — баннер 240×400 №107' }).check();
  await page.getByRole('checkbox', { name: 'Каналы' }).check();
  await expect(page.getByText('Есть несохранённые изменения')).toBeVisible();
  const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/campaigns/copy');
  await page.getByRole('button', { name: 'Копировать' }).click();
  expect((await post).postDataJSON()).toEqual({ params: ['limits', 'channels'], items: [101, 107] });
  await expect(page.locator('.toast', { hasText: 'Скопировано объектов: 2' })).toBeVisible();
  await expect(page.getByText('Есть несохранённые изменения')).toHaveCount(0);
});
