// A 2 creative channels in Chromium through the stand-in, the main flow on creative 2 (three channels): a channel
// added (is_limit_on_creative), then every channel excluded from the dropdown after the confirmation, the table
// showing each state. Limits, ids lists, subcategories, paging and failures are in the jest tests.
import { expect, test } from '../support/test';

const PAGE = '/creatives/channels/?id=2';

test('adds a channel, then excludes all after the confirmation', async ({ page }) => {
  await page.goto(PAGE);
  const table = page.getByRole('table', { name: 'Каналы флайта' });
  await expect(table).toContainText('pogoda.rf — канал №202');
  const add = page.getByRole('button', { name: 'Добавить канал pogoda.rf — канал №202' });
  const attached = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/creatives/attach-channel');
  await add.click();
  expect((await attached).postDataJSON()).toEqual({ creative_id: 2, channel_id: 202 });
  await expect(page.getByRole('button', { name: 'Исключить канал pogoda.rf — канал №202' })).toBeVisible();

  await page.getByRole('button', { name: 'Действия с каналами' }).click();
  await page.getByRole('button', { name: 'Исключить все каналы' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Все каналы будут исключены из ограничений флайта. Вы уверены?');
  const cleared = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/creatives/detach-all-channels');
  await dialog.getByRole('button', { name: 'Исключить все каналы' }).click();
  expect((await cleared).postDataJSON()).toEqual({ creative_id: 2 });
  await expect(page.getByRole('button', { name: /^Исключить канал / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Добавить канал pogoda.rf — канал №202' })).toBeVisible();
});
