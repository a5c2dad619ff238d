// The campaign list editor in Chromium through the stand-in: a checked row goes to the text, a typed
// line joins the table, the list is saved to the page and the redirect shows it saved. The unique rule,
// the templates and refused saves: jsdom (src/adconfig/campaign-list-editor).
import { expect, test } from '../support/test';

test('row to text, a typed line added, saved, and the page it goes to shows the list', async ({ page }) => {
  await page.goto('/campaigns/lists/edit/?id=1');
  const table = page.getByRole('table', { name: 'Строки списка' });
  await expect(table).toContainText('Погода — только утро');
  await page.getByRole('checkbox', { name: 'Выбрать строку 3' }).check();
  await page.getByRole('button', { name: 'В текст →' }).click();
  const text = page.getByRole('textbox', { name: /^Текст/ });
  await expect(text).toHaveValue('auto.example.ru\t');
  await text.press('End');
  await text.pressSequentially('Авто\nwinter.example.ru;Зима');
  await page.getByRole('button', { name: '← Добавить' }).click();
  await expect(table).toContainText('winter.example.ru');
  await expect(page.getByText('Есть несохранённые изменения')).toBeVisible();

  // Text left in the text area: the save still leaves without asking (issue 26; a question would be dismissed, the page would stay).
  await text.fill('left.example.ru');
  // The redirect is to this same page: wait for the navigation, not the URL it already has.
  const reloaded = page.waitForEvent('framenavigated');
  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/campaigns/lists/edit/');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  const body = (await saved).postDataJSON();
  expect(body.list).toContainEqual({ domain: 'auto.example.ru', comment: 'Авто' });
  expect(body.list).toHaveLength(7);
  expect((await reloaded).url()).toMatch(/\/campaigns\/lists\/edit\/\?id=1$/);
  await expect(table).toContainText('winter.example.ru');
});
