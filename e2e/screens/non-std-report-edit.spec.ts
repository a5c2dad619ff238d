// A 2 non-standard report editor in Chromium through the stand-in, in one flow: a new report is created
// (access disabled until then) and the page goes to its edit page; there the preview builds the SQL and
// runs it to a table. Validation, a refused save, the access tab (roles, users, unknown ones) and the
// delete are jsdom's (NonStdReportEditStore.test.ts, NonStdReportEditScreen.test.tsx).
import { expect, test } from '../support/test';

const BASE = '/stat/non-std-reports';

test('non-std-report-edit: create, then on the edit page preview the SQL and its table', async ({ page }) => {
  const name = `Отчёт из теста ${Date.now()}`;
  await page.goto(`${BASE}/create`);
  await expect(page.getByRole('tab', { name: 'Доступ' })).toBeDisabled();
  await page.getByLabel('Шаблон запроса').fill('SELECT site_id FROM events WHERE site_id = {{site_id}}');
  await page.getByRole('button', { name: 'Добавить параметр' }).click();
  await page.getByLabel('Ключ 1').fill('site_id');
  await page.getByLabel('Тип 1').selectOption('int');
  await page.getByLabel('Значение по умолчанию 1').fill('5000');
  await page.getByLabel('Название').fill(name);
  await page.getByLabel('Источник данных').selectOption('clickhouse');
  await page.getByLabel('Тип результата').selectOption('table');
  await page.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page).toHaveURL(/\/stat\/non-std-reports\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByText('Успешно сохранено')).toBeVisible();

  await page.getByRole('tab', { name: 'Предпросмотр' }).click();
  await expect(page).toHaveURL(/#preview$/);
  await page.getByRole('button', { name: 'Построить запрос' }).click();
  await expect(page.getByLabel('SQL-запрос')).toHaveValue('SELECT site_id FROM events WHERE site_id = 5000');
  await page.getByRole('button', { name: 'Выполнить запрос' }).click();
  await expect(page.getByRole('table', { name: 'Результат' }).getByText('site0.example.ru')).toBeVisible();
});
