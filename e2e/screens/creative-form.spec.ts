// A 2 Creatives in Chromium through the stand-in, the main flow: a new flight of campaign 1 (?campaign_id=1 looked
// up at once), the format's templates and schemes, the days of the date range and a recommended daily limit taken;
// the required messages first, then saved → the new flight's settings page with the toast, its format locked.
// Edit, server errors, the campaign lookup's misses and the format change are in the screen's jest tests.
import { expect, test } from '../support/test';

test('creates a flight and lands on its settings page', async ({ page }) => {
  const name = `Флайт e2e ${Date.now()}`;
  await page.goto('/creatives/create?campaign_id=1');
  await expect(page.getByText('Кампания: Осенняя распродажа «Техно» — охватная кампания')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Поле Название обязательно для заполнения!')).toBeVisible();

  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  await page.getByRole('combobox', { name: 'Формат' }).selectOption({ label: 'Видео pre-roll' });
  await page.getByRole('combobox', { name: 'Шаблон' }).selectOption('13');
  await page.getByRole('combobox', { name: 'Схема выплат' }).selectOption({ label: 'CPM для партнёров — Видео №3' });
  await page.getByRole('textbox', { name: 'Ссылка перехода' }).fill('https://example.ru/e2e');
  await page.getByRole('textbox', { name: 'Дата начала' }).fill('01.11.2026');
  await page.getByRole('textbox', { name: 'Дата окончания' }).fill('10.11.2026');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Дней: 10')).toBeVisible();
  await page.getByRole('textbox', { name: 'Бюджет', exact: true }).fill('1000,5');
  await page.getByRole('button', { name: 'Рекомендуемый: 100,05 — поставить в поле «Бюджет в сутки»' }).click();
  await expect(page.getByRole('textbox', { name: 'Бюджет в сутки' })).toHaveValue('100,05');

  const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/creatives');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await created).postDataJSON()).toMatchObject({
    name,
    campaign_id: 1,
    format_id: 2,
    template_id: 13,
    payout_type_id: 3,
    redirect_method: 'auto',
    video_event_id: 0,
    limit_date_begin: '2026-11-01',
    limit_date_end: '2026-11-10',
    limit_budget: 1000.5,
    limit_budget_daily: 100.05,
  });
  await expect(page).toHaveURL(/\/creatives\/settings\/\?id=\d+$/);
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`^Флайт №\\d+: ${name}$`) })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Формат' })).toBeDisabled();
});
