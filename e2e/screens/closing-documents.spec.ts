// S 2 closing documents in Chromium through the stand-in, the main flow: add an agent report with its VAT blocks
// typed either way (the computed amounts in ru-RU) and its unit cost asked for by sales model, saved → the row in the table; then deleted (confirmed).
// Required messages, server errors, the empty text and the decoders are in the screen's jest tests.
import { expect, test } from '../support/test';

test('adds an agent report with its amounts and unit cost, then deletes it', async ({ page }) => {
  const number = `А-e2e-${Date.now()}`;
  await page.goto('/mediaplans/closing-documents/?id=1');
  await expect(page.getByRole('cell', { name: '15-КД', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Добавить акт' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый акт' });
  await dialog.getByRole('combobox', { name: 'Тип документа' }).selectOption({ label: 'Отчёт агента' });
  await dialog.getByRole('textbox', { name: 'Номер документа' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Сумма с НДС', exact: true }).fill('1200');
  await expect(dialog.getByRole('textbox', { name: 'Сумма без НДС', exact: true })).toHaveValue('1\u00a0000,00');
  await dialog.getByRole('textbox', { name: 'Ставка НДС полной суммы, %' }).fill('10');
  await dialog.getByRole('textbox', { name: 'Полная сумма без НДС' }).fill('2000');
  await expect(dialog.getByRole('textbox', { name: 'Полная сумма с НДС' })).toHaveValue('2\u00a0200,00');
  await dialog.getByRole('textbox', { name: 'Сумма агента без НДС' }).fill('100');
  await expect(dialog.getByRole('textbox', { name: 'Сумма агента с НДС' })).toHaveValue('120,00');
  await dialog.getByRole('combobox', { name: 'Модель продаж' }).selectOption('CPC');
  const unitCost = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/sales/mediaplans/1/closing-documents/unit-cost/CPC');
  await dialog.getByRole('button', { name: 'Рассчитать' }).click();
  expect(new URL((await unitCost).url()).searchParams.get('date_begin')).toMatch(/^\d{4}-\d{2}-01$/);
  await expect(dialog.getByRole('textbox', { name: 'Стоимость единицы' })).not.toHaveValue('');

  const created = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/sales/mediaplans/1/closing-documents');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  expect((await created).postDataJSON()).toMatchObject({ type_id: 'agent_report', doc_number: number, amount: 1200, a_no_vat: 1000, full_amount: 2200, f_a_vat_rate: 10, agent_amount: 120 });
  await expect(page.getByRole('cell', { name: number, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Удалить акт №${number}` }).click();
  const confirm = page.getByRole('dialog', { name: `Удаление акта №${number}` });
  await expect(confirm.getByText('Вы уверены?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('cell', { name: number, exact: true })).toBeHidden();
});
