import { waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { BannerTypesScreen } from './BannerTypesScreen';
import { dialogTitled, rowIn, tableByCaption } from '@test/queries';

const PAGE = '/preferences/banners-types';
// Found by its caption text: role queries over rows of buttons are what jsdom is slowest at.
const table = () => tableByCaption('Типы баннеров');
const rowOf = (name: string) => rowIn(table(), name);

jest.setTimeout(20000);

describe('BannerTypesScreen', () => {
  it('lists the types, each title a link to its fields, markup as text; adds from #new with the required messages, the template and organizations', async () => {
    const { user } = renderScreen(<BannerTypesScreen dataUrl={PAGE} />, { at: `${PAGE}#new`, entry: 'banner-types' });
    await within(table()).findByText('Картинка 240×400');
    expect(rowOf('Картинка 240×400').getByText('Картинка 240×400').closest('a')).toHaveAttribute('href', '/preferences/banners-types/1/fields');
    expect(rowOf('HTML-вставка').getByText('ООО «Ромашка», АО «Медиа Плюс»')).toBeVisible();
    expect(rowOf('HTML-вставка').getByText('HTML5')).toBeVisible();
    expect(within(table()).getByText('<script>alert(1)</script> Тип «с разметкой» & "кавычками"')).toBeVisible();
    expect(table().querySelector('script, b')).toBeNull();
    expect(rowOf('HTML-вставка').getByRole('button', { name: 'Изменить тип «HTML-вставка»' })).toBeEnabled();

    const dialog = await dialogTitled('Новый тип баннера');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(dialog.getByText('Поле "Название" обязательно для заполнения!')).toBeVisible();
    expect(dialog.getByText('Поле "Алиас" обязательно для заполнения!')).toBeVisible();
    expect(backend.all('POST', PAGE)).toHaveLength(0);

    // Pasted: typing key by key only slows the test.
    await user.click(dialog.getByRole('textbox', { name: 'Название' }));
    await user.paste('Баннер 970×250');
    await user.click(dialog.getByRole('textbox', { name: 'Алиас' }));
    await user.paste('billboard');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Шаблон' }), 'HTML5');
    await user.click(dialog.getByRole('checkbox', { name: 'ИП Иванов И. И.' }));
    expect(dialog.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.all('POST', PAGE)).toHaveLength(1));
    expect(backend.last('POST', PAGE).body).toEqual({ name: 'Баннер 970×250', alias: 'billboard', template_id: 2, oid: [3] });
    expect(await within(table()).findByText('Баннер 970×250')).toBeVisible();
    expect(rowOf('Баннер 970×250').getByText('ИП Иванов И. И.')).toBeVisible();
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(window.location.hash).toBe('');
  });

  it('with the spec’s answer only (no templates or organizations beside the rows) the modal takes their ids typed', async () => {
    backend.fail('GET', PAGE, { success: true, data: [{ id: 4, name: 'Только по спецификации', alias: 'spec', template_id: 3, oid: [5] }] });
    const { user } = renderScreen(<BannerTypesScreen dataUrl={PAGE} />, { at: `${PAGE}#new`, entry: 'banner-types' });
    await within(table()).findByText('Только по спецификации');
    expect(rowOf('Только по спецификации').getByText('#3')).toBeVisible();
    expect(rowOf('Только по спецификации').getByText('#5')).toBeVisible();
    const dialog = await dialogTitled('Новый тип баннера');
    await user.click(dialog.getByRole('textbox', { name: 'Название' }));
    await user.paste('Новый');
    await user.click(dialog.getByRole('textbox', { name: 'Алиас' }));
    await user.paste('new');
    await user.type(dialog.getByRole('textbox', { name: 'Шаблон (ID)' }), '3');
    await user.type(dialog.getByRole('textbox', { name: 'Организации (ID через запятую)' }), '5, x');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    expect(await dialog.findByText('Необходимо корректно заполнить поле с идентификаторами!')).toBeVisible();
    expect(backend.all('POST', PAGE)).toHaveLength(0);
    await user.clear(dialog.getByRole('textbox', { name: 'Организации (ID через запятую)' }));
    await user.type(dialog.getByRole('textbox', { name: 'Организации (ID через запятую)' }), '5, 6');
    await user.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.all('POST', PAGE)).toHaveLength(1));
    expect(backend.last('POST', PAGE).body).toEqual({ name: 'Новый', alias: 'new', template_id: 3, oid: [5, 6] });
  });

  it('ids typed (no list to choose from) are named by the names the rows carry, an unnamed one by its number', async () => {
    backend.fail('GET', PAGE, { success: true, data: [{ id: 4, name: 'Только по спецификации', alias: 'spec', template_id: 3, oid: [5], organizations: [{ organization_id: 5, name: 'ООО «Ромашка»' }] }] });
    const { user } = renderScreen(<BannerTypesScreen dataUrl={PAGE} />, { at: `${PAGE}#new`, entry: 'banner-types' });
    await within(table()).findByText('Только по спецификации');
    const dialog = await dialogTitled('Новый тип баннера');
    const ids = dialog.getByRole('textbox', { name: 'Организации (ID через запятую)' });
    expect(dialog.queryByText(/^Указаны:/)).toBeNull();
    await user.type(ids, '5, 9');
    expect(dialog.getByText('Указаны: ООО «Ромашка», организация №9')).toBeVisible();
  });
});

