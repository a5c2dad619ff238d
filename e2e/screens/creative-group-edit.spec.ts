// A 2 / A 5 creative group edit in Chromium through the stand-in, the main flow: group 3 of campaign 2 renamed in
// its field, a flight of the campaign added, a budget limit as a percent; saved with PUT, the page stays with the
// toast and the flight counted. The rules, the other campaign's flights, the selector and server errors are in jest.
import { expect, test } from '../support/test';

test('edits a creative group: name, a flight, a budget limit; saved in place', async ({ page }) => {
  const name = `Видео e2e ${Date.now()}`;
  await page.goto('/creative-groups/3/edit');
  await expect(page.getByRole('checkbox', { name: 'Выбрать флайт 201' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  await page.getByRole('checkbox', { name: 'Выбрать флайт 203' }).check();
  await page.getByRole('textbox', { name: 'Бюджет', exact: true }).fill('25');
  await page.getByRole('combobox', { name: 'Бюджет: тип лимита' }).selectOption({ label: '% от кампании' });
  await expect(page.getByText('Есть несохранённые изменения')).toBeVisible();

  const put = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/core/campaigns/creatives-groups/3');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await put).postDataJSON()).toMatchObject({ name, campaign_id: 2, creatives: expect.arrayContaining([201, 202, 203]), limit_budget: 25, limit_budget_type: 'percent_campaign' });
  await expect(page.locator('.toast', { hasText: 'Группа сохранена' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Группа флайтов №3: ${name}` })).toBeVisible();
  await expect(page.getByText('Есть несохранённые изменения')).toHaveCount(0);
});
