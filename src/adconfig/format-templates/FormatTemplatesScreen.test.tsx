import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { FormatTemplatesScreen } from './FormatTemplatesScreen';
import { rowIn, tableByCaption } from '@test/queries';

const PAGE = '/preferences/formats/settings/templates/';
const API = '/hb/format-templates';
const table = () => within(tableByCaption('Шаблоны формата'));
const rowOf = (name: string) => rowIn(tableByCaption('Шаблоны формата'), name, 'td');

jest.setTimeout(20000);

describe('FormatTemplatesScreen', () => {
  it('lists the format templates: dot, links, Block / Unblock by status; turns and deletes a row', async () => {
    const { user } = renderScreen(<FormatTemplatesScreen />, { at: `${PAGE}?id=1`, entry: 'format-templates' });
    await screen.findByText('Баннер с таймером №4');
    expect(screen.getByText('Баннер 240×400', { selector: 'strong' })).toBeVisible();
    expect(screen.getByText('Создать шаблон', { selector: 'a' })).toHaveAttribute('href', '/preferences/formats/settings/templates/create/?id=1');
    expect(screen.getByText('Форматы продаж', { selector: 'a' })).toHaveAttribute('href', '/preferences/sales-formats/');
    expect(backend.last('GET', `${API}`).query.format_id).toBe('1');

    const active = rowOf('Стандартный баннер №1');
    expect(active.getByText('Активен')).toBeInTheDocument();
    expect(active.getByText('Форматы продаж не заданы')).toBeVisible();
    expect(active.getByLabelText('Изменить шаблон «Стандартный баннер №1»')).toHaveAttribute('href', '/preferences/formats/settings/templates/edit/?id=1');
    expect(active.getByLabelText('Заблокировать шаблон «Стандартный баннер №1»')).toHaveTextContent('Заблокировать');
    const blocked = rowOf('Баннер с таймером №4');
    expect(blocked.getByText('Заблокирован')).toBeInTheDocument();
    expect(blocked.getByLabelText(/^Разблокировать/)).toHaveTextContent('Разблокировать');
    expect(rowOf('Адаптивный баннер №3').getByText('Премиум-размещение', { selector: 'a' })).toHaveAttribute('href', '/preferences/sales-formats/edit/?id=13');
    expect(table().getByText('Праздничный <b>шаблон</b> & «скидки» №9')).toBeVisible();

    await user.click(blocked.getByLabelText(/^Разблокировать/));
    expect(await screen.findByText('Шаблон разблокирован')).toBeVisible();
    await waitFor(() => expect(rowOf('Баннер с таймером №4').getByLabelText(/^Заблокировать/)).toBeEnabled());
    expect(backend.all('POST', `${API}/4/turn`)).toHaveLength(1);

    await user.click(rowOf('Минималистичный №7').getByLabelText(/^Удалить/));
    const confirm = (await screen.findByText('Удаление шаблона «Минималистичный №7»', { selector: '.modal-title' })).closest<HTMLElement>('[role="dialog"]');
    if (!confirm) throw new Error('no confirmation');
    expect(within(confirm).getByText('Вы уверены?')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Шаблон удалён')).toBeVisible();
    await waitFor(() => expect(table().queryByText('Минималистичный №7')).toBeNull());
    expect(backend.all('DELETE', `${API}/7`)).toHaveLength(1);
  });

  it('says so when the format has no templates, or the page has no format', async () => {
    const view = renderScreen(<FormatTemplatesScreen />, { at: `${PAGE}?id=3`, entry: 'format-templates' });
    expect(await screen.findByText('Шаблоны еще не созданы.')).toBeVisible();
    expect(screen.getByText('Создать шаблон', { selector: 'a' })).toHaveAttribute('href', '/preferences/formats/settings/templates/create/?id=3');
    view.unmount();
    const noFormat = renderScreen(<FormatTemplatesScreen />, { at: `${PAGE}?id=abc`, entry: 'format-templates' });
    expect(screen.getByText('Не указан формат: откройте страницу из списка форматов.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    noFormat.unmount();

    // Behind the site prefix (urlPath): the call and every link.
    backend.fail('GET', `/site${API}`, { success: true, data: [{ template_id: 5, format_id: 2, name: 'Ш', status: 'active', sales_formats: [{ sales_format_id: 9, name: 'СФ' }] }] });
    renderScreen(<FormatTemplatesScreen urlPath="/site" format={{ id: 2, name: 'Видео 16:9' }} />, { at: `${PAGE}?id=2`, entry: 'format-templates' });
    expect(await screen.findByRole('link', { name: 'СФ' })).toHaveAttribute('href', '/site/preferences/sales-formats/edit/?id=9');
    // The answer names no format: the one the page printed is named.
    expect(screen.getByText('Видео 16:9', { selector: 'strong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Изменить шаблон «Ш»' })).toHaveAttribute('href', '/site/preferences/formats/settings/templates/edit/?id=5');
    expect(screen.getByText('Создать шаблон', { selector: 'a' })).toHaveAttribute('href', '/site/preferences/formats/settings/templates/create/?id=2');
    expect(screen.getByText('Форматы продаж', { selector: 'a' })).toHaveAttribute('href', '/site/preferences/sales-formats/');
  });
});
