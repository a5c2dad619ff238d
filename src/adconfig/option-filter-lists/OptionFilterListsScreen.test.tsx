import { when } from 'mobx';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { WHITE_AS_BLACK } from '@fixtures/server/routes/option-filter-lists';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { allowConsoleErrors, backend } from '@test/setup';
import { OptionFilterListsScreen, optionFilterListsStore } from './OptionFilterListsScreen';

const PATH = '/options/filter-lists';
const LISTS = '/preferences/accesslists/';
// By label or text, not by role: role queries are what jsdom is slowest at.
const box = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input[type="checkbox"]' });
const search = (text: string) => fireEvent.change(screen.getByLabelText('Поиск списков по названию'), { target: { value: text } });
const save = () => fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));

describe('OptionFilterListsScreen', () => {
  it('shows the chosen lists (each opening its page), searches the lists by name ("домен" at first), ticks and removes, saves ids, white, black and names', async () => {
    renderScreen(<OptionFilterListsScreen />, { at: `${PATH}/?id=1`, entry: 'option-filter-lists' });
    expect(await screen.findByText('Выбрано: 2')).toBeVisible();
    await screen.findByLabelText('Домены-однодневки');
    expect(backend.all('GET', LISTS).map((r) => r.query)).toEqual([{ filter_type: 'white' }, { filter_type: 'black' }]);
    expect(screen.getByLabelText('Открыть список «Проверенные площадки»')).toHaveAttribute('href', '/preferences/accesslists/edit/?id=1');
    expect((screen.getByLabelText('Поиск списков по названию') as HTMLInputElement).value).toBe('домен');
    expect([box('Домены новостных партнёров').checked, box('Домены <i>премиум</i> & «топ»').checked, box('Запрещённые домены').checked]).toEqual([true, false, true]);
    expect(screen.queryByLabelText('Проверенные площадки', { selector: 'input' })).toBeNull();

    fireEvent.click(box('Домены-однодневки'));
    fireEvent.click(screen.getByLabelText('Убрать «Проверенные площадки»'));
    search('ФРОД');
    fireEvent.click(box('Фрод-площадки'));
    search('нет такого');
    expect(screen.getAllByText('Ничего не найдено')).toHaveLength(2);
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    save();
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      value: { ids: [16, 18, 19, 9], white: [16], black: [18, 19, 9], name_white: ['Домены новостных партнёров'], name_black: ['Запрещённые домены', 'Домены-однодневки', 'Фрод-площадки'] },
    });
  });

  it('offers only the option type\'s traits, keeps a list the answers no longer have by its saved name, says when none is chosen and shows the server\'s error under its kind', async () => {
    allowConsoleErrors(/./);
    renderScreen(<OptionFilterListsScreen traitsAlias="domains" />, { at: `${PATH}/?id=2`, entry: 'option-filter-lists' });
    expect(await screen.findByText('Удалённый <b>список</b>')).toBeVisible();
    expect(screen.getByText('Таргет не включен')).toBeVisible();
    await screen.findByLabelText('Запрещённые домены');
    expect(backend.all('GET', '/api/hb/filters-traits/domains')).toHaveLength(1);
    search('');
    expect(box('Проверенные площадки')).toBeDisabled();
    expect(screen.queryByLabelText('Домены-однодневки')).toBeNull();
    expect(screen.queryByLabelText('Премиум-партнёры', { selector: 'input' })).toBeNull();

    fireEvent.click(screen.getByLabelText('Статус таргета: Выключен'));
    fireEvent.click(screen.getByLabelText('Убрать «Премиум-партнёры»'));
    fireEvent.click(screen.getByLabelText('Убрать «Удалённый <b>список</b>»'));
    expect(screen.getByText('Списки не заданы...')).toBeVisible();
    fireEvent.click(box('Проверенные площадки'));
    backend.fail('POST', PATH, { success: false, message: 'Проверьте значения таргета', errors: { 'value.black': [WHITE_AS_BLACK] } });
    save();
    expect(await screen.findByText(WHITE_AS_BLACK, { selector: '.invalid-feedback' })).toBeVisible();
    expect(box('Проверенные площадки').checked).toBe(true);
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: { ids: [1], white: [1], black: [], name_white: ['Проверенные площадки'], name_black: [] } });
  });
});

describe('OptionFilterListsScreen store', () => {
  const printed = (value: unknown) => readOption({ status: 1, params: { value } });

  it('starts the white and black lists with the option, from its store factory (issue 31)', async () => {
    window.history.replaceState(null, '', `${PATH}/?id=1`);
    const stop = optionFilterListsStore({ option: printed({ white: [], black: [] }) }).start();
    // Nothing is rendered: the store factory alone (as mountIsland calls it before React's first render) sends them.
    await waitFor(() => expect(backend.requests.map((r) => r.path)).toEqual(['/preferences/accesslists', '/preferences/accesslists']));
    stop();
  });
});

describe('OptionFilterListsScreen round trip (issue 41)', () => {
  it("keeps the value's keys it does not own when edited and saved", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=7`);
    const store = optionFilterListsStore({ option: readOption({ status: 1, params: { value: { ids: [16, 18], white: [16], black: [18], name_white: ['Белый'], name_black: ['Чёрный'], zz_keep: 'как есть' } } }) });
    const stop = store.start();
    await when(() => store.loadState === 'ready');
    store.setValue({ ...store.value, black: [] });
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PATH).body).toMatchObject({ status: 1, value: { ids: [16], black: [], zz_keep: 'как есть' } });
    stop();
  });
});
