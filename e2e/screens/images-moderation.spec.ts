// I 2.1 images moderation in Chromium through the stand-in, the main flow in one page load: the
// keyboard cursor and checks, a bulk tag on the checked images, the large-image modal (→ to the next,
// save and continue, a category's tags added and saved), 'load more'. Edge cases (filters, v2, I 5 alerts, bad data) are in jest.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const PAGE = '/inimage/moderation';

// The common laptop: the modal's actions must be in view without scrolling the page.
test.use({ viewport: { width: 1366, height: 768 } });
const API = '/api/rest/images';

const call = (page: Page, method: string, path: string) =>
  page.waitForRequest((r) => r.resourceType() !== 'document' && r.method() === method && new URL(r.url()).pathname === path);
const idOf = async (page: Page, index: number) => Number((await page.locator('.image-grid-check').nth(index).getAttribute('aria-label'))?.split(' ').at(-1));

test("moves the cursor, checks two images, tags them, steps through the modal, saves and continues, adds a category's tags, loads more", async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByText('Показано 50 из 130')).toBeVisible();
  const [first, second, third] = [await idOf(page, 0), await idOf(page, 1), await idOf(page, 2)];

  await page.getByRole('checkbox', { name: `Выбрать изображение ${first}` }).check();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('checkbox', { name: `Выбрать изображение ${second}` })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('Выбрано: 2')).toBeVisible();

  await page.getByRole('tab', { name: 'Теги выбранных (2)' }).click();
  await page.getByRole('combobox', { name: 'Теги для выбранных изображений' }).fill('Собаки');
  await page.keyboard.press('Enter');
  const added = call(page, 'POST', `${API}/add_tag`);
  await page.getByRole('button', { name: 'Назначить теги' }).click();
  expect((await added).postDataJSON()).toEqual({ ids: [first, second], tags: [23] });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(page.locator('.image-grid-card').nth(1)).toContainText('Собаки');

  await page.getByRole('checkbox', { name: `Выбрать изображение ${second}` }).focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: new RegExp(`^Изображение ${second} `) })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(modal.getByRole('heading', { name: new RegExp(`^Изображение ${third} `) })).toBeVisible();
  const saved = call(page, 'POST', `${API}/save_tags`);
  await expect(modal.getByRole('button', { name: 'Сохранить и продолжить' }), 'the footer is in view: the body scrolls, not the page').toBeInViewport({ ratio: 1 });
  await modal.getByRole('button', { name: 'Сохранить и продолжить' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ image_id: third });
  const fourth = await idOf(page, 3);
  await expect(modal.getByRole('heading', { name: new RegExp(`^Изображение ${fourth} `) })).toBeVisible();

  // I 2.1 tags by category: the tree loads on the first open; Природа's tags and its subcategories' (seed: 16..24) join the image's.
  const categories = call(page, 'GET', '/preferences/inimage/categories/search');
  await modal.getByRole('button', { name: 'Теги по категориям' }).click();
  await categories;
  await modal.getByRole('tree', { name: 'Категории тегов' }).getByText('Природа', { exact: true }).click();
  // The stand-in keeps what an earlier run saved: one of the category's tags goes first, so there is one to add again.
  const birds = modal.getByRole('button', { name: 'Снять тег Птицы' });
  if (await birds.count()) await birds.click();
  await modal.getByRole('button', { name: 'Добавить все теги категории' }).click();
  const categorySaved = call(page, 'POST', `${API}/save_tags`);
  await expect(modal.getByRole('button', { name: 'Сохранить и закрыть' }), 'still in view with the category tree open').toBeInViewport({ ratio: 1 });
  await modal.getByRole('button', { name: 'Сохранить и закрыть' }).click();
  const body = (await categorySaved).postDataJSON() as { image_id: number; tags: number[] };
  expect(body.image_id).toBe(fourth);
  expect(body.tags).toEqual(expect.arrayContaining([16, 17, 18, 19, 20, 21, 22, 23, 24]));
  await expect(modal).toHaveCount(0);

  const more = call(page, 'GET', API);
  // By the keyboard: the windowed rows above are still being measured as the page scrolls to the button,
  // so a click aimed at it may land on a card that moved in under it.
  await page.getByRole('button', { name: 'Загрузить ещё' }).press('Enter');
  expect(new URL((await more).url()).searchParams.get('page')).toBe('2');
  await expect(page.getByText('Показано 100 из 130')).toBeVisible();
  // The grid is windowed: the cards in and near the view are in the page, each telling how many are loaded.
  await expect(page.locator('.image-grid-card').first()).toHaveAttribute('aria-setsize', '100');
  await page.locator('.image-grid-check').first().focus();
  await page.keyboard.press('Home');
  await expect(page.locator('.image-grid-card.is-cursor')).toHaveAttribute('aria-posinset', '1');
  // Focus follows the cursor onto the card the window brings in (on a busy machine a frame later): End goes to it.
  await expect(page.locator('.image-grid-card.is-cursor .image-grid-check')).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.locator('.image-grid-card.is-cursor')).toHaveAttribute('aria-posinset', '100');
  await expect(page.locator('.image-grid-card.is-cursor .image-grid-check')).toBeFocused();
  await expect(page.getByText('Выбрано: 2')).toBeVisible();

  // The sidebar slides out: the grid takes the full width (more cards a row), and slides back.
  const grid = page.locator('.image-grid-card').first();
  const narrowWidth = (await page.locator('.image-grid-card').first().locator('xpath=ancestor::div[contains(@class,"col-")][1]').boundingBox())!.width;
  const toggle = page.getByRole('button', { name: 'Фильтры и теги' });
  await toggle.click();
  await expect(page.getByRole('complementary', { name: 'Фильтры и теги' })).toBeHidden();
  await expect.poll(async () => (await grid.locator('xpath=ancestor::div[contains(@class,"col-")][1]').boundingBox())!.width).toBeGreaterThan(narrowWidth + 200);
  await toggle.click();
  await expect(page.getByRole('search', { name: 'Фильтры' })).toBeHidden(); // the bulk tab is the open one
  await expect(page.getByRole('tab', { name: /^Теги выбранных/ })).toHaveAttribute('aria-selected', 'true');
});
