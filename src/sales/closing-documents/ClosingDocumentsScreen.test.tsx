import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { dialogTitled, rowIn, tableByCaption } from '@test/queries';
import { ClosingDocumentsScreen } from './ClosingDocumentsScreen';

const PAGE = '/mediaplans/closing-documents/';
const API = '/api/sales/mediaplans/1/closing-documents';
const table = () => tableByCaption('Закрывающие документы');

jest.setTimeout(20000);

describe('ClosingDocumentsScreen', () => {
  it('lists the acts as text; adds one: the amounts typed either way, the agent block for an agent report, the unit cost', async () => {
    const { user } = renderScreen(<ClosingDocumentsScreen />, { at: `${PAGE}?id=1`, entry: 'closing-documents' });
    await within(table()).findByText('<b>АКТ</b> & «спецпроект»');
    const row = rowIn(table(), '<b>АКТ</b> & «спецпроект»', 'td');
    expect(row.getByText('Отчёт агента')).toBeVisible();
    expect(row.getByRole('button', { name: 'Изменить акт №<b>АКТ</b> & «спецпроект»' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Добавить акт' }));
    const dialog = await dialogTitled('Новый акт');
    expect(dialog.queryByRole('textbox', { name: 'Сумма агента без НДС' })).toBeNull();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Тип документа' }), 'Отчёт агента');
    await user.click(dialog.getByRole('textbox', { name: 'Сумма с НДС' }));
    await user.paste('1200');
    expect(dialog.getByRole('textbox', { name: 'Сумма без НДС' })).toHaveValue('1\u00a0000,00');
    expect(dialog.getByRole('textbox', { name: 'Сумма НДС' })).toHaveValue('200,00');
    await user.click(dialog.getByRole('textbox', { name: 'Сумма агента без НДС' }));
    await user.paste('50');
    expect(dialog.getByRole('textbox', { name: 'Сумма агента с НДС' })).toHaveValue('60,00');
    await user.click(dialog.getByRole('button', { name: 'Рассчитать' }));
    expect(dialog.getByText('Выберите модель продаж')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(dialog.getByText('Поле "Номер документа" обязательно для заполнения!')).toBeVisible();
    expect(backend.all('POST', API)).toHaveLength(0);
  });

  it("amounts and the unit cost as operators type them ('150 000,50', a comma or a dot), ru-RU once left, sent as numbers", async () => {
    const { user } = renderScreen(<ClosingDocumentsScreen />, { at: `${PAGE}?id=1`, entry: 'closing-documents' });
    await within(table()).findByText('<b>АКТ</b> & «спецпроект»');
    await user.click(screen.getByRole('button', { name: 'Добавить акт' }));
    const dialog = await dialogTitled('Новый акт');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Тип документа' }), 'Отчёт агента');
    await user.type(dialog.getByRole('textbox', { name: /^Номер документа/ }), 'А-15');
    await user.type(dialog.getByRole('textbox', { name: /^Сумма без НДС/ }), '1 000,5');
    const unitCost = dialog.getByRole('textbox', { name: 'Стоимость единицы' });
    await user.type(unitCost, '150 000,50');
    await user.tab();
    expect(unitCost).toHaveValue('150\u00a0000,50');
    expect(dialog.getByRole('textbox', { name: /^Сумма без НДС/ })).toHaveValue('1\u00a0000,50');
    expect(dialog.getByRole('textbox', { name: 'Сумма с НДС' })).toHaveValue('1\u00a0200,60');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.all('POST', API)).toHaveLength(1));
    expect(backend.last('POST', API).body).toMatchObject({ doc_number: 'А-15', a_no_vat: 1000.5, amount: 1200.6, a_vat_amount: 200.1, a_vat_rate: 20, unit_cost: 150000.5 });
  });

  it('an act’s unit costs by sales model show as money in ru-RU, like the table', async () => {
    backend.fail('GET', API, { success: true, data: [{ id: 9, type_id: 'act', doc_number: 'Б-1', amount: 1500000, unit_cost: 1500, unit_costs: { CPM: 1500, CPC: 12.5 } }] });
    const { user } = renderScreen(<ClosingDocumentsScreen />, { at: `${PAGE}?id=1`, entry: 'closing-documents' });
    await within(table()).findByText('Б-1');
    const row = rowIn(table(), 'Б-1', 'td');
    expect(row.getByText('1 500 000,00')).toBeVisible();
    await user.click(row.getByRole('button', { name: 'Изменить акт №Б-1' }));
    const dialog = await dialogTitled('Акт «Б-1»');
    expect(dialog.getByText('Стоимость по моделям продаж: CPM — 1 500,00; CPC — 12,50')).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Стоимость единицы' })).toHaveValue('1\u00a0500,00');
  });

  it('without a usable ?id= says so; no acts: the empty text', async () => {
    const first = renderScreen(<ClosingDocumentsScreen />, { at: `${PAGE}?id=x`, entry: 'closing-documents' });
    expect(screen.getByRole('alert')).toHaveTextContent('Не указан медиаплан: откройте страницу из медиаплана.');
    first.unmount();
    renderScreen(<ClosingDocumentsScreen />, { at: `${PAGE}?id=77`, entry: 'closing-documents' });
    expect(await screen.findByText('Акты не найдены')).toBeVisible();
    await waitFor(() => expect(backend.last('GET', '/api/sales/mediaplans/77/closing-documents')).toBeDefined());
  });
});
