// A 2 conversion rule edit in Chromium through the stand-in: the general tab (kept in the hash) changes the
// format (its templates and events asked by the spec's calls), a template fills the banner tab with its defaults, an option is
// switched on (its tab title says so) and one Save sends the rule as a handbook value update.
import { expect, test } from '../support/test';

test('changes the format and template, edits the banner, switches an option on and saves the rule', async ({ page }) => {
  await page.goto('/preferences/conversion-rules/5#general');
  await expect(page.getByText('Правило конверсии «Установка приложения»')).toBeVisible();
  await page.getByRole('combobox', { name: 'Формат' }).selectOption({ label: 'Видео pre-roll' });
  await page.getByRole('combobox', { name: 'Шаблон' }).selectOption({ label: 'Pre-roll 15 секунд №13' });
  await page.getByRole('combobox', { name: 'Событие лимита' }).selectOption({ label: 'Старт видео' });
  await page.getByRole('textbox', { name: 'Показы: количество' }).fill('2');
  await page.getByRole('textbox', { name: 'Показы: период, с' }).fill('3600');

  await page.getByRole('tab', { name: 'Баннер' }).click();
  await expect(page).toHaveURL(/#banner$/);
  await expect(page.getByRole('textbox', { name: 'Видео' })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Видео' }).fill('https://cdn.example.ru/v/15s.mp4');

  await page.getByRole('tab', { name: 'Частота · выкл' }).click();
  await page.getByRole('switch', { name: /Частота/ }).check();
  await expect(page.getByRole('tab', { name: 'Частота · вкл' })).toBeVisible();

  const saved = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/hb/handbook-values/5');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    name: 'Установка приложения',
    handbook_id: 1,
    params: { general: { format_id: 2, template_id: 13, limit_event_id: 104, redirect_method: 'auto', limit_freq_displayed_count: 2, limit_freq_displayed_timeout: 3600 }, banner: { video: 'https://cdn.example.ru/v/15s.mp4', skip: 'да' }, options: { frequency: { status: 1 } } },
  });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(page.getByText('Есть несохранённые изменения')).toHaveCount(0);
});
