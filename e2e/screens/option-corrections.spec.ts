// Corrections in Chromium through the stand-in: a new object has none; switched on, a row with a slice but
// no channel, event or redirection is refused, then filled and saved; after a reload it is back.
import { expect, test } from '../support/test';

test('switches the target on, adds a correction, refuses it half-filled, saves it and finds it after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/corrections/?id=${id}`);
  await expect(page.getByText('Корректировки не заданы')).toBeVisible();
  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await page.getByRole('button', { name: 'Добавить корректировку' }).click();
  await page.getByRole('textbox', { name: 'Срез, %, строка 1' }).fill('12,5');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Форма содержит ошибки!')).toBeVisible();
  await expect(page.getByText('Выберите канал!')).toBeVisible();
  await expect(page.getByText('Выберите событие!')).toBeVisible();

  // A searchable select over every channel (issue 43): typed, then picked.
  const channel = page.getByRole('combobox', { name: 'Канал, строка 1' });
  await channel.click();
  await channel.fill('Урал');
  await page.getByRole('option', { name: 'Новости Урала' }).click();
  await page.getByRole('combobox', { name: 'Событие, строка 1' }).selectOption({ label: 'Регистрация' });
  await page.getByRole('textbox', { name: 'Перенаправление, %, строка 1' }).fill('40');
  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/corrections/');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({ status: 1, value: [{ channel_id: 5, type: 'event', event_id: 12, slice_percent: 12.5, redirection_percent: 40 }] });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  // A number input shows ru-RU once left (issue 44).
  await expect(page.getByRole('textbox', { name: 'Срез, %, строка 1' })).toHaveValue('12,5');
  await expect(page.getByRole('combobox', { name: 'Событие, строка 1' })).toHaveValue('event:12');
});
