// A 2 Mix tasks (form), A 4, A 9 in Chromium through the stand-in, in one flow: create → the edit page
// (300 ms later) → a rule added and saved, kept over a reload → Run saved at once → copy → the copy's
// page (500 ms later). Validation, rule errors by sync id, unknown rule types and delete are jsdom's.
import { expect, test } from '../support/test';

const BASE = '/preferences/mix-tasks';

/** The id in /preferences/mix-tasks/{id}/edit (other tests on the stand-in may create tasks too: ids are not pinned). */
const idOf = (url: string): number => Number(/\/(\d+)\/edit/.exec(url)?.[1]);

test('creates a task, adds a rule once it exists, runs it and copies it', async ({ page }) => {
  const name = `Проверка: микс «вечер» ${Date.now()}`;
  await page.goto(`${BASE}/create`);
  await expect(page.getByRole('heading', { name: 'Новая задача миксования' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  await page.getByRole('textbox', { name: 'Лимит', exact: true }).fill('2500');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/\\d+/edit$`));
  const id = idOf(page.url());
  await expect(page.getByRole('heading', { name: `Задача миксования №${id}: ${name}` })).toBeVisible();

  await page.getByRole('tab', { name: 'Правила' }).click();
  await expect(page).toHaveURL(/#rules$/);
  await page.getByRole('combobox', { name: 'Тип правила' }).selectOption('share');
  await page.getByRole('button', { name: 'Добавить правило' }).click();
  await page.getByRole('textbox', { name: 'Доля, % (правило 1)' }).fill('40');
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`${BASE}/${id}`));
  await page.getByRole('button', { name: 'Сохранить' }).click();
  const body = (await saved).postDataJSON() as { task: Array<{ type: string; args: unknown; id: string }> };
  expect(body.task).toEqual([{ type: 'share', args: { percent: 40 }, id: expect.stringMatching(/^new-/) }]);
  await expect(page.getByText('Есть несохранённые изменения')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Доля, % (правило 1)' })).toHaveValue('40');
  await page.getByRole('button', { name: 'Запустить' }).click();
  await expect(page.getByRole('button', { name: 'Остановить' })).toBeEnabled();
  await expect(page.locator('h2 .badge')).toHaveText('В работе');
  await expect(page.getByRole('button', { name: 'В архив' })).toBeDisabled();

  await page.getByRole('button', { name: 'Копировать' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${BASE}/${id}/edit`));
  await expect(page).toHaveURL(new RegExp(`${BASE}/\\d+/edit`));
  await expect(page.getByRole('heading', { name: `Задача миксования №${idOf(page.url())}: ${name} (копия)` })).toBeVisible();
});
