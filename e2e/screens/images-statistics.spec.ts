// I 2.4 image statistics in Chromium through the stand-in, the main flow in one page load: a sort, the
// keyboard cursor, the large-image modal (→ to the next), an approval confirmed by the tag call, 'load
// more'. Edge cases (the hash keys, the unconfirmed tag alerts, bad data) are in jest.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/statistics/inimage/images';
const DATA = `${PAGE}/data/`;

const call = (page: Page, method: string, path: string) =>
  page.waitForRequest((r) => r.resourceType() !== 'document' && r.method() === method && new URL(r.url()).pathname.replace(/\/$/, '') === path.replace(/\/$/, ''));
const idOf = async (page: Page, index: number) => Number((await page.locator('.image-grid-open').nth(index).getAttribute('aria-label'))?.split(' ').at(-1));

test('sorts by clicks, moves the cursor, steps through the modal, approves an image, loads more', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByText('Показано 50 из 130')).toBeVisible();

  const sorted = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === DATA);
  await page.getByLabel('Сортировка').selectOption({ label: 'Клики по возрастанию' });
  const answer = await sorted;
  expect(new URL(answer.url()).searchParams.get('field')).toBe('clicks');
  await expect(page).toHaveURL(/#of=clicks&od=asc$/);
  // The count reads the same before and after: wait for the sorted answer's first card instead. The page reads
  // that answer as it arrives (a stream), which DevTools may not keep: the same call is asked again.
  const again = await page.request.get(answer.url(), { headers: await answer.request().allHeaders() });
  const [top] = ((await again.json()) as { data: Array<{ id: number }> }).data;
  await expect(page.locator('.image-grid-open').first()).toHaveAttribute('aria-label', `Открыть изображение ${top.id}`);
  await expect(page.getByText('Показано 50 из 130')).toBeVisible();

  const [first, second, third] = [await idOf(page, 0), await idOf(page, 1), await idOf(page, 2)];
  await page.getByRole('button', { name: `Открыть изображение ${first}` }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: `Открыть изображение ${second}` })).toBeFocused();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: new RegExp(`^Изображение ${second} `) })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(modal.getByRole('heading', { name: new RegExp(`^Изображение ${third} `) })).toBeVisible();

  const approve = modal.getByRole('button', { name: new RegExp(`^(Одобрить|Отменить одобрение): изображение ${third}$`) });
  const wasApproved = (await approve.textContent()) === 'Отменить одобрение';
  const tagCall = call(page, wasApproved ? 'DELETE' : 'POST', wasApproved ? '/api/rest/images/tag' : '/api/rest/images/add_tag');
  await approve.click();
  expect((await tagCall).postDataJSON()).toEqual({ ids: [third], tags: [44] });
  await expect(approve).toHaveText(wasApproved ? 'Одобрить' : 'Отменить одобрение');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Открыть изображение ${third}` })).toBeFocused();

  const more = call(page, 'GET', DATA);
  // By the keyboard: the windowed rows above are still being measured as the page scrolls to the button,
  // so a click aimed at it may land on a card that moved in under it.
  await page.getByRole('button', { name: 'Загрузить ещё' }).press('Enter');
  expect(new URL((await more).url()).searchParams.get('page')).toBe('2');
  await expect(page.getByText('Показано 100 из 130')).toBeVisible();
});
