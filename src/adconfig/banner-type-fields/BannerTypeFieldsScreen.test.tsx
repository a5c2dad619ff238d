import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { BannerTypeFieldsScreen } from './BannerTypeFieldsScreen';
import { rowIn, tableByCaption } from '@test/queries';

const PAGE = '/preferences/banners-types/1/fields';
const table = () => tableByCaption('Поля типа баннера');
const rowOf = (name: string) => rowIn(table(), name);

jest.setTimeout(20000);

describe('BannerTypeFieldsScreen', () => {
  it('shows the fields with handles named after them (live once dnd-kit has loaded), the Russian instructions for the keyboard, the add modal from #new (the keyboard drag runs in the browser flow: jsdom has no layout)', async () => {
    const { user } = renderScreen(<BannerTypeFieldsScreen />, { at: `${PAGE}#new`, entry: 'banner-type-fields' });
    await within(table()).findByText('Ссылка перехода');
    await waitFor(() => expect(rowOf('Ссылка перехода').getByRole('button', { name: 'Перетащить Ссылка перехода' })).toBeEnabled());
    expect(document.body.textContent).toContain('Чтобы взять строку, нажмите пробел или Enter.');
    expect(rowOf('Пиксель клика').getByText('tracking.click')).toBeInTheDocument();
    expect(within(table()).getByText('<b>Поле</b> «с разметкой» & "кавычками"')).toBeVisible();
    expect(table().querySelector('b, script')).toBeNull();

    // The add modal from the link: both required messages, nothing sent.
    const title = await screen.findByText('Новое поле', { selector: '.modal-title' });
    const dialog = within(title.closest<HTMLElement>('[role="dialog"]') ?? document.body);
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(dialog.getByText('Поле "Название" обязательно для заполнения!')).toBeVisible();
    expect(dialog.getByText('Поле "Ключ" обязательно для заполнения!')).toBeVisible();
    // The types are the banner editor's: a group and a checkbox can be made; the params and engines are editable.
    const type = dialog.getByLabelText('Тип');
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual(['Строка', 'Число', 'Текст', 'Ссылка', 'Список', 'Файл', 'Флажок', 'Группа']);
    await user.selectOptions(type, 'select');
    expect(dialog.getByLabelText(/^Варианты списка/)).toBeVisible();
    expect(dialog.getByLabelText('Обязательное поле')).not.toBeChecked();
    expect(dialog.getByLabelText('Рекламные системы (adv_engines)')).toBeVisible();
    expect(dialog.getByLabelText('Движки (engines)')).toBeVisible();
    expect(within(dialog.getByLabelText('Родительское поле')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Нет (верхний уровень)', 'Трекинг (tracking)']);
    // The save itself (body, reload, the new row) is in the store test; the save's failures in the gate matrix.
    expect(backend.all('POST', PAGE)).toHaveLength(0);
  });

  it("a number's bounds are typed the Russian way ('1 500,5'), sent as numbers and shown in ru-RU once left (issue 44)", async () => {
    const { user } = renderScreen(<BannerTypeFieldsScreen />, { at: `${PAGE}#new`, entry: 'banner-type-fields' });
    const title = await screen.findByText('Новое поле', { selector: '.modal-title' });
    const dialog = within(title.closest<HTMLElement>('[role="dialog"]') ?? document.body);
    await user.type(dialog.getByLabelText(/^Название/), 'Ширина');
    await user.type(dialog.getByLabelText(/^Ключ/), 'width');
    await user.selectOptions(dialog.getByLabelText('Тип'), 'int');
    const min = dialog.getByLabelText('Минимум');
    const max = dialog.getByLabelText('Максимум');
    expect(min).toHaveAttribute('inputmode', 'decimal');
    await user.type(min, '1 500,5');
    await user.type(max, '1 000');
    expect(min).toHaveValue('1\u00a0500,5');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(dialog.getByText('Минимум больше максимума')).toBeVisible();
    await user.clear(max);
    await user.type(max, '150 000,50');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.all('POST', PAGE)).toHaveLength(1));
    expect(backend.last('POST', PAGE).body).toMatchObject({ name: 'Ширина', alias: 'width', type: 'int', params: { required: false, min: 1500.5, max: 150000.5 } });
  });
});
