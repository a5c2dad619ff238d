import { screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { CreativeVerifierCountersScreen } from './CreativeVerifierCountersScreen';

const table = () => screen.getByRole('table', { name: 'Счётчики верификаторов флайта' });

describe('CreativeVerifierCountersScreen', () => {
  it('with the edit flag: a counter added and one taken off, saved with the toast', async () => {
    const { user } = renderScreen(<CreativeVerifierCountersScreen edit />, { at: '/creatives/verifier-counters/?id=1', entry: 'creative-verifier-counters' });
    expect(await within(table()).findByText('Adriver: клики')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Флайт №1: Осенняя распродажа — баннер 240×400' })).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Счётчик для добавления' }), '3');
    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    expect(within(table()).getByText('Mediascope: охват')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Убрать счётчик «Weborama: показы»' }));
    expect(within(table()).queryByText('Weborama: показы')).toBeNull();
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(backend.last('PUT', '/creatives/1/verifier-counters').body).toEqual({ counter_id: [2, 4, 3] }));
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
  });

  it('without the flag: the list only, or ‘Счетчики не установлены’', async () => {
    const first = renderScreen(<CreativeVerifierCountersScreen />, { at: '/creatives/verifier-counters/?id=2', entry: 'creative-verifier-counters' });
    expect(await within(table()).findByText('Mediascope: охват')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    first.unmount();

    renderScreen(<CreativeVerifierCountersScreen />, { at: '/creatives/verifier-counters/?id=3', entry: 'creative-verifier-counters' });
    expect(await screen.findByText('Счетчики не установлены')).toBeVisible();
  });
});
