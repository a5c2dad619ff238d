// A 2 campaign ORD in Chromium through the stand-in, the main flow: campaign 4 (no ORD data yet; its own, so the gates' campaign 3 stays unlocked) gets an ORD id
// and a contract created through the document form with the INN info modal, is saved (then locked), split into
// periods and joined back (confirmed). The locks, the period modal, the notify modal and search are in jest.
import { expect, test } from '../support/test';

test('sets campaign ORD data with a new contract, splits into periods and joins back', async ({ page }) => {
  const number = `ОРД-e2e-${Date.now()}`;
  await page.goto('/campaigns/settings/ord/?id=4');
  await expect(page.getByRole('heading', { name: 'ОРД кампании №4: Тестовая кампания для ОРД' })).toBeVisible();
  await page.getByRole('textbox', { name: 'ID в ОРД' }).fill('ORD-E2E');

  await page.getByRole('button', { name: 'Создать договор: Изначальный договор' }).click();
  const form = page.getByRole('dialog', { name: 'Новый документ' });
  await form.getByRole('textbox', { name: 'Номер документа' }).fill(number);
  await form.getByRole('textbox', { name: 'Дата подписания' }).fill('02.11.2026');
  await form.getByRole('textbox', { name: 'Дата подписания' }).press('Enter');
  await form.getByRole('textbox', { name: 'ИНН заказчика' }).fill('7701234567');
  await form.getByRole('button', { name: 'Информация по ИНН: ИНН заказчика' }).click();
  const info = page.getByRole('dialog', { name: 'Информация по ИНН: 7701234567' });
  await expect(info.getByText('Кузнецов Андрей Петрович')).toBeVisible();
  await info.getByRole('button', { name: 'Подставить название' }).click();
  await expect(form.getByRole('textbox', { name: 'Заказчик', exact: true })).toHaveValue('ООО «Альфа Медиа»');
  await form.getByRole('textbox', { name: 'Исполнитель' }).fill('ООО «Площадка»');
  await form.getByRole('textbox', { name: 'ИНН исполнителя' }).fill('7709876543');
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(new RegExp(`№ ${number} от 02\\.11\\.2026`))).toBeVisible();

  const saved = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/core/campaigns/settings/ord/4');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ ord_id: 'ORD-E2E', ord_final_contract_id: null });
  await expect(page.getByText('Форма заблокирована: договоры или идентификаторы ОРД уже заданы.')).toBeVisible();

  await page.getByRole('button', { name: 'Разбить на периоды' }).click();
  await expect(page.getByRole('table', { name: 'Периоды ОРД' }).getByRole('cell', { name: 'ORD-E2E' })).toBeVisible();
  await page.getByRole('button', { name: 'Объединить периоды' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Объединить периоды' }).click();
  await expect(page.getByRole('textbox', { name: 'ID в ОРД' })).toHaveValue('ORD-E2E');
  await expect(page.getByRole('table', { name: 'Периоды ОРД' })).toBeHidden();
});
