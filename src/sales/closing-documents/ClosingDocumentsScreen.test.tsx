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
    expect(dialog.getByRole('textbox', { name: 'Сумма без НДС' })).toHaveValue('1000.00');
    expect(dialog.getByRole('textbox', { name: 'Сумма НДС' })).toHaveValue('200.00');
    await user.click(dialog.getByRole('textbox', { name: 'Сумма агента без НДС' }));
    await user.paste('50');
    expect(dialog.getByRole('textbox', { name: 'Сумма агента с НДС' })).toHaveValue('60.00');
    await user.click(dialog.getByRole('button', { name: 'Рассчитать' }));
    expect(dialog.getByText('Выберите модель продаж')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(dialog.getByText('Поле "Номер документа" обязательно для заполнения!')).toBeVisible();
    expect(backend.all('POST', API)).toHaveLength(0);
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
