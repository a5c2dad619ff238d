// Multi select in Chromium through the stand-in: a new object's option is off and locked; switched on,
// values ticked in the tag picker (searched by name) of the option type's long dictionary, saved as ids;
// after a reload they are named under the button.
import { expect, test } from '../support/test';

test('switches the target on, ticks values in the tag picker, saves their ids and finds them after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/multi-select/?id=${id}`);
  const pick = page.getByRole('button', { name: /^Выбрать/ });
  await expect(page.getByText('Таргет не включен')).toBeVisible();
  await expect(pick).toBeDisabled();

  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await pick.click();
  const dialog = page.getByRole('dialog', { name: 'Отметьте теги' });
  await dialog.getByPlaceholder('Введите имя').fill('спорт');
  await dialog.getByRole('checkbox', { name: 'Спорт' }).check();
  await dialog.getByPlaceholder('Введите имя').fill('');
  await dialog.getByRole('checkbox', { name: 'Книги' }).check();
  await expect(dialog.getByText('Отмечено: 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/multi-select/');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({ status: 1, value: [16, 9] });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Отмечено: 2')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Спорт' })).toBeVisible();
});
