import { when } from 'mobx';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { islandSave } from '@test/islandSave';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { notify } from '@core/notify';
import { OptionAllowDenyScreen, optionAllowDenyStore } from './OptionAllowDenyScreen';

const PATH = '/options/allow-deny';
const DICTIONARY = { dictionaryUrl: '/api/hb/option-types/{option_type_id}/values', optionTypeId: 9 };
const ATTRIBUTES = [
  { id: 'domain', name: 'Домен' },
  { id: 'lang', name: 'Язык <b>страницы</b>' },
];
/** The items of a list as read; [] when the list says it is empty. */
const names = (name: string) => {
  const list = screen.queryByRole('list', { name });
  return list ? within(list).queryAllByRole('listitem').map((li) => li.firstChild?.textContent) : [];
};
const rows = () => within(screen.getByRole('table', { name: 'Правила по атрибутам' })).getAllByRole('row').slice(1).map((row) => row.textContent);

async function open(id: number, props = {}) {
  const view = renderScreen(<OptionAllowDenyScreen {...props} />, { at: `${PATH}/?id=${id}`, entry: 'option-allow-deny' });
  await screen.findByText('Добавить правило');
  return view;
}

describe('OptionAllowDenyScreen', () => {
  it('ticks values of the option type\'s dictionary into the chosen list only (one list per value) and saves the lists with the rules', async () => {
    const { user } = await open(1, { ...DICTIONARY, attributes: ATTRIBUTES });
    await waitFor(() => expect(names('Разрешённые')).toEqual(['Новости', 'Спорт']));
    expect(backend.all('GET', '/api/hb/option-types/9/values')).toHaveLength(1);
    expect(names('Запрещённые')).toEqual(['Азартные игры']);
    expect(rows()).toEqual(['ДоменЗапретитьcasino.example, bet.exampleИзменитьУдалить']);

    await user.click(screen.getByLabelText('Погода'));
    await user.click(screen.getByLabelText('Знакомства <b>18+</b>'));
    await user.click(screen.getByRole('button', { name: 'Добавить отмеченные (2)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Необходимо выбрать список для добавления!');
    await user.click(screen.getByRole('radio', { name: 'Запрещённые' }));
    await user.click(screen.getByRole('button', { name: 'Добавить отмеченные (2)' }));
    expect(names('Запрещённые')).toEqual(['Азартные игры', 'Погода', 'Знакомства <b>18+</b>']);
    expect(screen.getByLabelText('Погода')).not.toBeChecked();

    await user.click(screen.getByLabelText('Новости'));
    await user.click(screen.getByRole('button', { name: 'Добавить отмеченные (1)' }));
    expect(names('Разрешённые')).toEqual(['Спорт']);
    await user.click(screen.getByRole('button', { name: 'Удалить «Азартные игры» из списка «Запрещённые»' }));
    await act(() => answerConfirm(true));
    await waitFor(() => expect(names('Запрещённые')).toHaveLength(3));

    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      value: { allow: [3], deny: [6, 7, 1], rules: [{ attribute: 'domain', allow: false, values: ['casino.example', 'bet.example'] }] },
    });
  });

  it('adds and edits restricted-attribute rules in the modal: required fields, duplicates removed with a warning; saved by the page', async () => {
    const { user, node } = await open(1, { values: [{ id: 1, name: 'Новости' }], attributes: ATTRIBUTES, hideSaveButton: true });
    await user.click(screen.getByRole('button', { name: 'Добавить правило' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить правило' });
    await user.click(within(dialog).getByRole('button', { name: 'Применить' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Необходимо заполнить обязательные элементы формы!');
    expect(within(dialog).getByLabelText(/^Атрибут/)).toHaveAccessibleDescription('Обязательное поле');
    expect(backend.all('POST', PATH)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/^Атрибут/), 'lang');
    fireEvent.change(within(dialog).getByLabelText(/^Значения, по одному в строке/), { target: { value: 'ru\n\n en \nru' } });
    await user.click(within(dialog).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.toasts.map((t) => t.lines[0])).toContain('Дубликат автоматически удален');
    expect(rows()).toEqual(['ДоменЗапретитьcasino.example, bet.exampleИзменитьУдалить', 'Язык <b>страницы</b>Разрешитьru, enИзменитьУдалить']);

    // Edited into a copy of the first rule: left out as a duplicate.
    act(() => notify.clear());
    await user.click(screen.getByRole('button', { name: 'Изменить правило 2' }));
    const edit = await screen.findByRole('dialog', { name: 'Изменить правило' });
    expect(within(edit).getByLabelText<HTMLTextAreaElement>(/^Значения/).value).toBe('ru\nen');
    await user.selectOptions(within(edit).getByLabelText(/^Атрибут/), 'domain');
    await user.click(within(edit).getByLabelText('Запретить'));
    fireEvent.change(within(edit).getByLabelText(/^Значения/), { target: { value: 'bet.example\ncasino.example' } });
    await user.click(within(edit).getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify.toasts.map((t) => t.lines[0])).toContain('Дубликат автоматически удален');
    expect(rows()).toHaveLength(1);

    const { answers, save } = islandSave(node);
    save();
    await waitFor(() => expect(answers).toEqual([{ ok: true }]));
    expect(backend.all('POST', PATH)).toHaveLength(1);
    expect(backend.last('POST', PATH).body).toMatchObject({ value: { rules: [{ attribute: 'domain', allow: false, values: ['casino.example', 'bet.example'] }] } });
  });

  it('a malformed value is empty; no dictionary nor values says so; locked while off', async () => {
    const { unmount } = await open(3);
    expect(screen.getByText('Значения не заданы')).toBeVisible();
    expect(screen.getByText('Правила еще не заданы')).toBeVisible();
    expect(names('Разрешённые')).toEqual([]);
    unmount();
    await open(2, DICTIONARY);
    expect(screen.getByText('Таргет не включен')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Добавить правило' })).toBeDisabled();
    await waitFor(() => expect(names('Разрешённые')).toEqual(['Развлечения']));
  });
});

describe('OptionAllowDenyScreen store', () => {
  const printed = (value: unknown) => readOption({ status: 1, params: { value } });

  it("starts the option type's dictionary with the option, from its store factory (issue 31)", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=1`);
    const stop = optionAllowDenyStore({ option: printed({ allow: [], deny: [] }), dictionaryUrl: '/api/hb/option-types/{option_type_id}/values', optionTypeId: 9 }).start();
    // Nothing is rendered: the store factory alone (as mountIsland calls it before React's first render) sends them.
    await waitFor(() => expect(backend.requests.map((r) => r.path)).toEqual(['/api/hb/option-types/9/values']));
    stop();
  });
});

describe('OptionAllowDenyScreen round trip (issue 41)', () => {
  it("keeps the value's keys it does not own when edited and saved", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=7`);
    const store = optionAllowDenyStore({ option: readOption({ status: 1, params: { value: { allow: [1], deny: [], rules: [], zz_keep: 'как есть' } } }) });
    const stop = store.start();
    await when(() => store.loadState === 'ready');
    store.setValue({ ...store.value, deny: ['3'] });
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PATH).body).toMatchObject({ status: 1, value: { allow: [1], deny: [3], zz_keep: 'как есть' } });
    stop();
  });
});

describe('OptionAllowDenyScreen rule modal (issue 43)', () => {
  it('closes at once when nothing was typed; with typed values Esc asks first, and "Вернуться к форме" keeps them', async () => {
    const { user } = await open(1, { values: [{ id: 1, name: 'Новости' }], attributes: ATTRIBUTES });
    await user.click(screen.getByRole('button', { name: 'Добавить правило' }));
    await screen.findByRole('dialog', { name: 'Добавить правило' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Добавить правило' })).toBeNull());
    expect(notify.dialogs).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Добавить правило' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить правило' });
    fireEvent.change(within(dialog).getByLabelText(/^Значения, по одному в строке/), { target: { value: 'ru\nen' } });
    await user.keyboard('{Escape}');
    expect((await act(() => answerConfirm(false))).message).toBe('Изменения не сохранены. Закрыть окно без сохранения?');
    expect(within(screen.getByRole('dialog', { name: 'Добавить правило' })).getByLabelText<HTMLTextAreaElement>(/^Значения/).value).toBe('ru\nen');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await act(() => answerConfirm(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Добавить правило' })).toBeNull());
    expect(rows()).toHaveLength(1);
  });
});
