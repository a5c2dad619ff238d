import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { HandbookValueEditScreen } from './HandbookValueEditScreen';

jest.setTimeout(20000);

describe('HandbookValueEditScreen', () => {
  it('shows the channels tab from the hash: status icons, names, safe links, unknown channels; adds by ids and refuses words', async () => {
    const { user } = renderScreen(<HandbookValueEditScreen />, { at: '/preferences/handbook-values/3/34#channels', entry: 'handbook-value-edit' });
    expect(await screen.findByText('Значение справочника «Программатик»')).toBeVisible();
    expect(screen.getByText('Справочник: Каналы продаж')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Каналы значения' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['105●АктивенМир путешествий — канал №5javascript:alert(1)Удалить', '999●Неизвестный статусКанал #999Удалить']);
    expect(within(table).queryByRole('link')).toBeNull(); // javascript: is shown, never a link
    const ids = screen.getByRole('textbox', { name: 'Идентификаторы каналов' });
    await user.click(ids);
    await user.paste('101; 113');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Необходимо корректно заполнить поле с идентификаторами!')).toBeVisible();
    expect(ids).toHaveAttribute('aria-invalid', 'true');
    await user.clear(ids);
    await user.paste('113');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    const link = await within(table).findByRole('link', { name: 'https://channel113.example.ru/' });
    expect(link).toHaveAttribute('href', 'https://channel113.example.ru/');
    expect(within(table).getByText('<img src=x onerror=alert(1)> Канал «с разметкой» & "кавычками"')).toBeVisible();
    expect(document.querySelector('table img')).toBeNull();
    expect(JSON.parse(String(backend.last('GET', '/api/').query['api.args']))).toEqual([{ channel_id: [113] }]);
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Удалить канал «#999»' }));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.last('PUT', '/api/hb/handbook-values/34').body).toMatchObject({ params: { channels: [105, 113] } }));
  });

  it('says so when the value does not load, with a retry; a path without a value id says what is missing', async () => {
    backend.standIn.faults.set({ method: 'GET', path: '/api/hb/handbook-values/31', kind: 'respond', body: { success: false, message: 'Нет доступа к справочнику' }, status: 200, times: 1 });
    const { user, unmount } = renderScreen(<HandbookValueEditScreen />, { at: '/preferences/handbook-values/3/31', entry: 'handbook-value-edit' });
    expect(await screen.findByText('Нет доступа к справочнику')).toBeVisible();
    expect(screen.getByText('Данные не загружены.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('textbox', { name: /Название/ })).toHaveValue('Прямые продажи');
    unmount();
    renderScreen(<HandbookValueEditScreen />, { at: '/preferences/handbook-values/3/x', entry: 'handbook-value-edit' });
    expect(screen.getByText(/^Не указано значение справочника/)).toHaveClass('alert-danger');
  });
});
