import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { islandSave } from '@test/islandSave';
import { renderScreen } from '@test/render';
import { OptionGeoScreen } from './OptionGeoScreen';

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
