// A 5 format template form in Chromium through the stand-in, the main flow: create a template of format 2
// (the required messages first, one param), saved → back on the format's list with the toast and the new row.
// The template is the code editor (I 9): CodeMirror arrives, typing and a .html file opened go to the save.
// Edit, server errors, params rules and load failures are in the screen's jest tests; the editor's file
// checks and the replace question in src/ui/codeEditor/CodeEditor.test.tsx.
import { expect, test } from '../support/test';

const PAGES = '/preferences/formats/settings/templates';

test('creates a format template and goes back to the list', async ({ page }) => {
  const name = `Шаблон e2e ${Date.now()}`;
  await page.goto(`${PAGES}/create/?id=2`);
  await expect(page.getByRole('combobox', { name: 'Формат' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Поле Схема выплат обязательно для заполнения!')).toBeVisible();

  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  const editor = page.getByRole('textbox', { name: 'Шаблон' });
  await expect(editor).toHaveClass(/cm-content/); // CodeMirror took over the textarea
  await page.getByLabel('Открыть файл').setInputFiles({ name: 'video.html', mimeType: 'text/html', buffer: Buffer.from('<video src="{{video}}">\n</video>') });
  await expect(editor).toContainText('<video src="{{video}}">');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('<!-- e2e -->');
  await page.getByRole('combobox', { name: 'Схема выплат' }).selectOption({ label: 'CPM для партнёров — Видео №3' });
  await page.getByRole('tab', { name: /^Параметры/ }).click();
  await page.getByRole('button', { name: 'Добавить параметр' }).click();
  await page.getByRole('textbox', { name: 'Ключ 1' }).fill('video');
  await page.getByRole('combobox', { name: 'Тип 1' }).selectOption({ label: 'Файл' });

  const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/hb/format-templates');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await created).postDataJSON()).toMatchObject({
    format_id: 2,
    name,
    template: '<video src="{{video}}">\n</video><!-- e2e -->',
    payout_type_id: 3,
    params: [{ key: 'video', type: 'file' }],
  });
  await expect(page).toHaveURL(`${PAGES}/?id=2`);
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
});
