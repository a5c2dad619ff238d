// S 2 media plan KPI in Chromium through the stand-in, the main flow: a campaign's modal, a plan and an
// operator changed, applied to every campaign ('Все кампании', -1), saved with save-diff (the changed
// line only, one entry per campaign), the toast, the modal closed and the plan table showing it.
// Edge cases (the S 5 messages, failures, removal, 'Все показатели добавлены в таблицу.') are in jest.
import { expect, test } from '../support/test';

// Media plan 3: the page gate saves on media plan 1.
const PAGE = '/mediaplans/kpi/?id=3';
const SAVE = '/api/sales/mediaplans/kpi/save-diff/3';

test('changes a campaign plan in its modal and applies it to every campaign of the media plan', async ({ page }) => {
  // Unique per run: the stand-in keeps its data while it runs.
  const plan = 6000 + (Date.now() % 1000);
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Изменить KPI кампании Снежок: баннеры' }).click();
  const modal = page.getByRole('dialog', { name: 'KPI кампании «Снежок: баннеры»' });
  await expect(modal.getByRole('table', { name: 'Количественные показатели' })).toBeVisible();
  await expect(page).toHaveURL(/#c=301$/);

  // The removal question opens over the modal and dims it: its backdrop above the modal (issue 26).
  await modal.getByRole('button', { name: 'Удалить показатель Сессии' }).click();
  const question = page.getByRole('dialog', { name: 'Удаление показателя' });
  await expect(question).toBeVisible();
  const zIndexes = await page.evaluate(() => {
    const z = (el: Element | null | undefined) => Number(el ? getComputedStyle(el).zIndex : NaN);
    const modals = [...document.querySelectorAll('.modal.show')];
    const backdrops = [...document.querySelectorAll('.modal-backdrop')];
    return { modal: z(modals[0]), backdrop: z(backdrops.at(-1)), question: z(modals.at(-1)) };
  });
  expect(zIndexes.backdrop).toBeGreaterThan(zIndexes.modal);
  expect(zIndexes.question).toBeGreaterThan(zIndexes.backdrop);
  await question.getByRole('button', { name: 'Отмена' }).click();
  await expect(question).toBeHidden();
  await expect(modal.getByRole('textbox', { name: 'План: Сессии' })).toBeVisible();

  await modal.getByRole('textbox', { name: 'План: Сессии' }).fill(String(plan));
  await modal.getByRole('combobox', { name: 'Условие: Сессии' }).selectOption({ label: 'Больше' });
  await modal.locator('summary', { hasText: 'Эта кампания' }).click();
  await modal.getByRole('checkbox', { name: 'Все кампании' }).check();
  await expect(modal.getByText('Есть несохранённые изменения')).toBeVisible();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === SAVE);
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toEqual({
    diff: [
      { campaign_id: 301, kpi_id: 1, compare: '>', plan },
      { campaign_id: 302, kpi_id: 1, compare: '>', plan },
    ],
  });
  await expect(page.locator('.toast', { hasText: 'Успешно сохранено' })).toBeVisible();
  await expect(modal).toBeHidden();
  const video = page.locator('tbody', { has: page.getByText('Снежок: видео', { exact: true }) });
  await expect(video.locator('tr', { hasText: 'Сессии' })).toContainText(plan.toLocaleString('ru-RU').replace(/\s/g, ' '));
});
