import { screen, waitFor } from '@testing-library/react';
import { HANDBOOK_ERRORS } from '@fixtures/server/routes/handbooks';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { HandbooksScreen } from './HandbooksScreen';
import { dialogTitled, rowIn, tableByCaption } from '@test/queries';

const PAGE = '/preferences/handbooks';
const API = '/api/hb/handbooks';
const table = () => tableByCaption('Справочники');
const rowOf = (name: string) => rowIn(table(), name, 'td, td a');

jest.setTimeout(20000);

describe('HandbooksScreen', () => {
  it('lists handbooks with the name linking to the values page (behind urlPath), organizations and flags; markup as text', async () => {
    backend.fail('GET', `/office${API}`, {
      success: true,
      data: [
        { id: 3, name: 'Каналы продаж', alias: 'sales_channels', organizations: [{ organization_id: 1, name: 'ООО «Медиа-Сеть»' }, { organization_id: 2, name: 'АО «Рекламные технологии»' }], is_val: 1, is_mov: 0, is_public: true, params: { isEditPage: true } },
        { id: 16, name: '<img src=x onerror=alert(1)> Справочник', alias: 'html_like', organizations: [], params: null },
      ],
    });
    renderScreen(<HandbooksScreen dataUrl="/office/api/hb/handbooks" urlPath="/office" />, { at: PAGE, entry: 'handbooks' });
    const link = await screen.findByRole('link', { name: 'Каналы продаж' });
    expect(link).toHaveAttribute('href', '/office/preferences/handbook-values/3');
    const row = rowOf('Каналы продаж');
    expect(row.getByText('ООО «Медиа-Сеть», АО «Рекламные технологии»')).toBeVisible();
    expect(row.getAllByText('Да')).toHaveLength(3);
    expect(row.getByRole('button', { name: 'Изменить справочник «Каналы продаж»' })).toBeVisible();
    expect(rowOf('<img src=x onerror=alert(1)> Справочник').getByText('Все организации')).toBeVisible();
    expect(table().querySelector('img')).toBeNull();
  });

  it('adds from the modal with organizations checked; the server refuses a taken alias under its field, the values kept', async () => {
    const { user } = renderScreen(<HandbooksScreen dataUrl={API} />, { at: PAGE, entry: 'handbooks' });
    await screen.findByRole('link', { name: 'Типы устройств' });
    await user.click(screen.getByText('Добавить', { selector: 'button' }));
    const dialog = await dialogTitled('Новый справочник');
    const field = async (name: string, text: string) => {
      await user.click(dialog.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await field('Название', 'Площадки');
    await field('Псевдоним', 'device_types');
    await user.click(dialog.getByRole('checkbox', { name: 'АО «Рекламные технологии»' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Редактировать значения на отдельной странице' }));
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await dialog.findByText(HANDBOOK_ERRORS.aliasTaken)).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Псевдоним' })).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByText('Есть несохранённые изменения')).toBeVisible();

    await user.clear(dialog.getByRole('textbox', { name: 'Псевдоним' }));
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    expect(backend.last('POST', API).body).toEqual({ name: 'Площадки', alias: 'Площадки', oid: [2], is_val: false, is_mov: false, is_public: false, params: { isEditPage: true, isEditOnCreate: false } });
    expect(await screen.findByRole('link', { name: 'Площадки' })).toHaveAttribute('href', expect.stringMatching(/^\/preferences\/handbook-values\/\d+$/));
    await waitFor(() => expect(screen.queryByText('Новый справочник', { selector: '.modal-title' })).toBeNull());
  });
});
