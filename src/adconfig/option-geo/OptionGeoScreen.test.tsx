import { when } from 'mobx';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { islandSave } from '@test/islandSave';
import { notify } from '@core/notify';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { OptionGeoScreen, optionGeoStore } from './OptionGeoScreen';

const PATH = '/options/geo';
/** The items of a list as read (name, then the parent or the mark); [] when the list says it is empty. */
const names = (name: string) => {
  const list = screen.queryByRole('list', { name });
  return list ? within(list).queryAllByRole('listitem').map((li) => li.firstChild?.textContent) : [];
};

async function open(id: number, props = {}) {
  const view = renderScreen(<OptionGeoScreen {...props} />, { at: `${PATH}/?id=${id}`, entry: 'option-geo' });
  await screen.findByRole('tree', { name: 'Гео-объекты' });
  return view;
}

describe('OptionGeoScreen', () => {
  it('names the saved ids, adds ticked objects to the chosen list only, asks before a removal and saves {status, value, meta}', async () => {
    const { user } = await open(1);
    expect(backend.last('GET', '/hb/geo/search/').search).toBe('id=201');
    await waitFor(() => expect(names('Разрешённые')).toEqual(['МоскваЦентральный федеральный округ', 'ТроицкМосква', 'АстанаКазахстан']));
    expect(names('Запрещённые')).toEqual(['Московская областьЦентральный федеральный округ']);
    expect(screen.getByRole('combobox', { name: 'Страна' })).toHaveDisplayValue('Россия');

    await user.click(screen.getByText('Северо-Западный федеральный округ'));
    await user.click(screen.getByText('Приволжский федеральный округ'));
    await user.click(screen.getByRole('button', { name: 'Добавить отмеченные (2)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Необходимо выбрать список для добавления!');
    expect(names('Запрещённые')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'Запрещённые' }));
    expect(screen.queryByText('Необходимо выбрать список для добавления!')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Добавить отмеченные (2)' }));
    expect(names('Запрещённые')).toEqual(['Московская областьЦентральный федеральный округ', 'Северо-Западный федеральный округРоссия', 'Приволжский федеральный округРоссия']);
    expect(screen.getAllByText('запрещено')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Добавить отмеченные' })).toBeDisabled();

    // An object goes to one list only: allowing a denied one takes it out of the deny list.
    await user.click(screen.getByText('Приволжский федеральный округ', { selector: '.tree-name' }));
    await user.click(screen.getByRole('radio', { name: 'Разрешённые' }));
    await user.click(screen.getByRole('button', { name: 'Добавить отмеченные (1)' }));
    expect(names('Запрещённые')).toEqual(['Московская областьЦентральный федеральный округ', 'Северо-Западный федеральный округРоссия']);

    await user.click(screen.getByRole('button', { name: 'Удалить «Троицк» из списка «Разрешённые»' }));
    expect((await act(() => answerConfirm(false))).message).toBe('Вы уверены?');
    expect(names('Разрешённые')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Удалить «Троицк» из списка «Разрешённые»' }));
    await act(() => answerConfirm(true));
    await waitFor(() => expect(names('Разрешённые')).toHaveLength(3));

    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      value: { allow: [100, 201, 12], deny: [101, 11] },
      meta: [
        { id: 100, name: 'Москва' },
        { id: 201, name: 'Астана' },
        { id: 12, name: 'Приволжский федеральный округ' },
        { id: 101, name: 'Московская область' },
        { id: 11, name: 'Северо-Западный федеральный округ' },
      ],
    });
  });

  it('searches names (equal or like) and applies the picks to the chosen list; saved by the page with hideSaveButton', async () => {
    const { user, node } = await open(3, { hideSaveButton: true });
    expect(screen.queryByText('Сохранить', { selector: 'button' })).toBeNull();
    expect(names('Разрешённые')).toEqual([]);
    expect(backend.all('GET', '/hb/geo/search/')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Названия, по одному в строке'), { target: { value: 'минск\n\n  троицк \nАтлантида' } });
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await screen.findByRole('table', { name: 'Результаты поиска' });
    expect(backend.last('POST', '/hb/geo-by-names').body).toEqual({ names: ['минск', 'троицк', 'Атлантида'], filter_type: 'equal' });
    await user.click(screen.getByRole('button', { name: 'Применить (2)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Необходимо выбрать список для добавления!');
    // Issue 43: said beside the search's 'Применить' (after it), not only at the top, above the tree.
    expect(screen.getByRole('button', { name: 'Применить (2)' }).compareDocumentPosition(screen.getByRole('alert')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Разрешённые' }));
    await user.click(screen.getByRole('button', { name: 'Применить (2)' }));
    expect(names('Разрешённые')).toEqual(['МинскБеларусь', 'ТроицкМосква']);

    const { answers, save } = islandSave(node);
    save();
    await waitFor(() => expect(answers).toEqual([{ ok: true }]));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: { allow: [300, 1002], deny: [] }, meta: [{ id: 300, name: 'Минск' }, { id: 1002, name: 'Троицк' }] });
  });

  it('a malformed value is empty lists; ids that are no geo ids are dropped, an object the backend lost is marked; locked while off', async () => {
    const { unmount } = await open(4);
    await waitFor(() => expect(names('Разрешённые')).toEqual(['МоскваЦентральный федеральный округ', '#99999не существует']));
    expect(names('Запрещённые')).toEqual([]);
    unmount();
    await open(2);
    expect(screen.getByText('Таргет не включен')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Удалить «Санкт-Петербург» из списка «Разрешённые»' })).toBeDisabled();
  });
});

describe('OptionGeoScreen store', () => {
  const printed = (value: unknown) => readOption({ status: 1, params: { value } });

  it('starts the geo tree with the option, from its store factory (issue 31)', async () => {
    window.history.replaceState(null, '', `${PATH}/?id=1`);
    const stop = optionGeoStore({ option: printed({ allow: [], deny: [] }) }).start();
    // Nothing is rendered: the store factory alone (as mountIsland calls it before React's first render) sends them.
    await waitFor(() => expect(backend.requests.map((r) => r.path)).toEqual(['/api/hb/geo/countries', '/api/hb/geo/tree/1']));
    stop();
  });
});

describe('OptionGeoScreen round trip (issue 41)', () => {
  it("keeps the value's keys it does not own when edited and saved", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=7`);
    const store = optionGeoStore({ option: readOption({ status: 1, params: { value: { allow: [100], deny: [], zz_keep: 'как есть' } } }) });
    const stop = store.start();
    await when(() => store.loadState === 'ready');
    store.setValue({ allow: ['100', '110'], deny: [] });
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PATH).body).toMatchObject({ status: 1, value: { allow: [100, 110], deny: [], zz_keep: 'как есть' } });
    stop();
  });
});

describe('OptionGeoScreen search failure (A 8 "Geo search failure: alert with server message or fallback"; issue 43)', () => {
  it("says the server's message in an alert, not a toast; a failure without one says 'Что-то пошло не так!'", async () => {
    const { user } = await open(3);
    fireEvent.change(screen.getByLabelText('Названия, по одному в строке'), { target: { value: 'минск' } });
    backend.fail('POST', '/hb/geo-by-names', { success: false, message: 'Поиск гео недоступен' });
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    const alert = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(alert).toHaveTextContent('Поиск гео недоступен');
    expect(notify.toasts).toEqual([]);
    await act(() => answerConfirm(true));

    backend.fail('POST', '/hb/geo-by-names', { success: false });
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(await screen.findByRole('dialog', { name: 'Ошибка' })).toHaveTextContent('Что-то пошло не так!');
  });
});
