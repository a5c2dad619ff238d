import { screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { BannerEditorV2Screen } from './BannerEditorV2Screen';

describe('BannerEditorV2Screen', () => {
  it('edit: the ORD tab of a banner without marking, switched on and saved with it; type and engine locked; the back link', async () => {
    const { user } = renderScreen(<BannerEditorV2Screen />, { at: '/banners/v2/edit/2#ord', entry: 'banner-editor-v2' });
    expect(await screen.findByRole('heading', { name: 'Баннер №2: Текстовый блок без маркировки ОРД' })).toBeVisible();
    const on = screen.getByRole('checkbox', { name: 'Добавлять маркировку ОРД' });
    expect(on).not.toBeChecked();
    expect(screen.getByText('Маркировка ОРД не добавляется к баннеру.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Текст маркировки' })).toBeNull();
    expect(screen.getByRole('link', { name: 'К баннерам' })).toHaveAttribute('href', '/banners/');

    await user.click(on);
    await user.click(screen.getByRole('textbox', { name: 'Текст маркировки' }));
    await user.paste('Реклама. ООО «Ромашка»');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    // The size a marking text needs (refused without it: the store test) is given at once.
    await user.click(screen.getByRole('textbox', { name: 'Размер шрифта' }));
    await user.paste('9');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.all('PUT', '/api/v2/banners/2')).toHaveLength(1));
    expect(backend.last('PUT', '/api/v2/banners/2').body).toMatchObject({ settings: { ord: { text: 'Реклама. ООО «Ромашка»', size: 9, align: 'left', valign: 'bottom' } } });
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: /^Основное/ }));
    expect(screen.getByRole('combobox', { name: 'Тип' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Рекламная система' })).toBeDisabled();
  });
});
