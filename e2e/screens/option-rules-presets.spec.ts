// Option rules with presets in Chromium through the stand-in: a new object has no rules; switched on, a
// preset is applied, one more rule typed, the rules saved; after a reload they are back.
import { expect, test } from '../support/test';

test('applies a preset, adds a rule, saves the rules and finds them after a reload', async ({ page }) => {
  // A fresh object per run: the stand-in keeps what was saved while it runs.
  const id = 1000 + (Date.now() % 1_000_000);
  await page.goto(`/options/rules-presets/?id=${id}`);
  await expect(page.getByText('Правила еще не заданы')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Применить «Пиксели показов»' })).toBeDisabled();
  await page.getByRole('switch', { name: 'Статус таргета: Выключен' }).click();
  await page.getByRole('button', { name: 'Применить «Пиксели показов»' }).click();
  await expect(page.getByRole('combobox', { name: 'Правило 2: событие' })).toHaveValue('view_100');

  await page.getByRole('button', { name: 'Добавить правило' }).click();
  await page.getByRole('combobox', { name: 'Правило 3: событие' }).selectOption({ label: 'Клик' });
  await page.getByRole('textbox', { name: 'Правило 3: ссылки' }).fill('https://track.example.ru/c\nне ссылка');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Поле некорректно заполнено Не ссылки: не ссылка')).toBeVisible();
  await page.getByRole('textbox', { name: 'Правило 3: ссылки' }).fill('https://track.example.ru/c');
  await page.getByRole('checkbox', { name: 'Правило 3: заменить ссылки по умолчанию' }).check();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/options/rules-presets/');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  expect((await saved).postDataJSON()).toEqual({
    status: 1,
    value: [
      { event: 'impression', is_override: false, links: ['https://pixel.example.ru/imp?cb=[RANDOM]', 'https://audit.example.org/imp'] },
      { event: 'view_100', is_override: false, links: ['https://audit.example.org/full'] },
      { event: 'click', is_override: true, links: ['https://track.example.ru/c'] },
    ],
  });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Правило 3: событие' })).toHaveValue('click');
  await expect(page.getByRole('checkbox', { name: 'Правило 3: заменить ссылки по умолчанию' })).toBeChecked();
});
