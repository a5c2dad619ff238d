// A 2 non-standard reports in Chromium through the stand-in, in one flow: the cards, a search by name
// into the hash, the list view kept across a reload (localStorage), the run and edit links. Access
// flags, unknown statuses and a failed load are jsdom's (NonStdReportsScreen.test.tsx).
import { expect, test } from '../support/test';

const PAGE = '/stat/non-std-reports';

test('non-std-reports: cards, search by name into the hash, the list view kept over a reload, links to run and edit', async ({ page }) => {
  await page.goto(PAGE);
  const card = page.getByRole('article', { name: 'Выручка по площадкам за месяц' });
  await expect(card.getByText('Активен')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Выгрузка бюджетов (Excel)' }).getByRole('img', { name: 'Результат — файл для скачивания' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Создать' })).toHaveAttribute('href', `${PAGE}/create`);

  await page.getByLabel('Поиск по названию').fill('клики');
  await page.getByLabel('Поиск по названию').press('Enter');
  await expect(page).toHaveURL(/#q=%D0%BA%D0%BB%D0%B8%D0%BA%D0%B8$/);
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.getByRole('button', { name: 'Списком' }).click();
  const table = page.getByRole('table', { name: 'Нестандартные отчёты' });
  await expect(table.getByRole('link', { name: 'Показы и клики по кампаниям', exact: true })).toHaveAttribute('href', `${PAGE}/2`);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Списком' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Поиск по названию')).toHaveValue('клики');
  await expect(table.getByRole('link', { name: 'Изменить отчёт «Показы и клики по кампаниям»' })).toHaveAttribute('href', `${PAGE}/2/edit`);
});
