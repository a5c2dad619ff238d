import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { tableByCaption, rowIn } from '@test/queries';
import { ChannelsBillingScreen } from './ChannelsBillingScreen';

const PAGE = '/statistics/channels-billing';
const CHANNEL = 'Кулинария «Вкусно» — канал №43';

const table = () => tableByCaption('Биллинг каналов');

jest.setTimeout(20000);

describe('ChannelsBillingScreen', () => {
  it('with export and relog: the export link of the filters in a new window, the partner logs in, stat and settings by the row’s flags', async () => {
    const { user } = renderScreen(<ChannelsBillingScreen export relog />, { at: PAGE, entry: 'channels-billing' });
    const row = rowIn(await screen.findByRole('table', { name: 'Биллинг каналов' }), CHANNEL);
    expect(row.getByLabelText('Войти как партнёр partner@example.com')).toHaveAttribute('href', '/users/relog/?id=14');
    // Channel 43 may show its stat, not its settings (the row's flags).
    expect(row.getByLabelText(`Статистика канала ${CHANNEL}`)).toHaveAttribute('href', '/channels/stat/?id=43');
    expect(row.queryByLabelText(`Настройки канала ${CHANNEL}`)).toBeNull();
    // Figures in Russian (issue 26): shows and clicks grouped, the amount as money with two decimals, the id ungrouped.
    const texts = Array.from((row.getByText(CHANNEL).closest('tr') as HTMLTableRowElement).cells, (cell) => cell.textContent);
    expect(texts).toEqual(expect.arrayContaining(['43', '756\u00a0301', '11\u00a0039', '94\u00a0439,21']));
    expect(within(table()).getByLabelText('Настройки канала Кино <i>онлайн</i> — канал №46')).toHaveAttribute('href', '/channels/settings/?id=46');
    const link = screen.getByText('Экспорт в Excel');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', '/api/stat/channels/export');

    await user.type(screen.getByLabelText('Поиск'), 'Сибирь{Enter}');
    await waitFor(() => expect(backend.last('GET', '/api/stat/channels').query).toMatchObject({ search: 'Сибирь' }));
    // S 7 `?{hash}`: the page's hash as it reads, not the filters re-encoded.
    await waitFor(() => expect(window.location.hash).toBe('#q=%D0%A1%D0%B8%D0%B1%D0%B8%D1%80%D1%8C'));
    expect(screen.getByText('Экспорт в Excel')).toHaveAttribute('href', '/api/stat/channels/export?q=%D0%A1%D0%B8%D0%B1%D0%B8%D1%80%D1%8C');
  });

  it('without the flags: no export, the partner as text; nothing found says so', async () => {
    renderScreen(<ChannelsBillingScreen />, { at: `${PAGE}#q=нет-такого`, entry: 'channels-billing' });
    expect(await screen.findByText('Ничего не найдено')).toBeVisible();
    expect(screen.queryByText('Экспорт в Excel')).toBeNull();
    window.history.replaceState(null, '', PAGE);
  });

  it('without relog the partner’s name is text', async () => {
    renderScreen(<ChannelsBillingScreen />, { at: PAGE, entry: 'channels-billing' });
    const row = rowIn(await screen.findByRole('table', { name: 'Биллинг каналов' }), CHANNEL);
    expect(row.getByText('partner@example.com').closest('a')).toBeNull();
    expect(within(table()).queryByLabelText(/^Войти как партнёр/)).toBeNull();
  });
});
