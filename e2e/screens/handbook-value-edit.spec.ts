// A 2 generic handbook value edit in Chromium through the stand-in: the channels tab (kept in the hash)
// refuses words, adds a channel by id, removes one; Save sends the value with its channels; the index tab
// edits the name. Edge cases (unknown channels, unsafe urls, load failure) are in jsdom.
import { expect, test } from '../support/test';

const PAGE = '/preferences/handbook-values/3/32';

test('adds and removes channels by id, edits the name and saves the value', async ({ page }) => {
  const name = `Агентства e2e ${Date.now()}`;
  await page.goto(`${PAGE}#channels`);
  const channels = page.getByRole('table', { name: 'Каналы значения' });
  await expect(channels.getByRole('cell', { name: 'Погода сегодня — канал №4', exact: true })).toBeVisible();
  const ids = page.getByRole('textbox', { name: 'Идентификаторы каналов' });
  await ids.fill('106, сто');
  await ids.press('Enter');
  await expect(page.getByText('Необходимо корректно заполнить поле с идентификаторами!')).toBeVisible();
  await ids.fill('106');
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(channels.getByRole('link', { name: 'https://channel106.example.ru/' })).toBeVisible();
  await channels.getByRole('button', { name: 'Удалить канал «Погода сегодня — канал №4»' }).click();
  await expect(channels.getByText('Погода сегодня — канал №4')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Основное' }).click();
  await expect(page).not.toHaveURL(/#channels$/); // the default tab leaves the hash empty
  await page.getByRole('textbox', { name: 'Название' }).fill(name);
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/hb/handbook-values/32');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ name, handbook_id: 3, params: { channels: [106] } });
  await expect(page.getByText(`Значение справочника «${name}»`)).toBeVisible();
  await expect(page.getByText('Есть несохранённые изменения')).toHaveCount(0);
});
