import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allowConsoleErrors, backend } from '@test/setup';
import { islandSave } from '@test/islandSave';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { OptionMultiSelectScreen, optionMultiSelectStore } from './OptionMultiSelectScreen';

const PATH = '/options/multi-select';
const DICTIONARY = '/api/hb/option-types/7/values';
const INTERESTS = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: i === 6 ? 'Игры <b>онлайн</b>' : `Интерес ${i + 1}` }));
const dictionaryProps = { dictionaryUrl: '/api/hb/option-types/{option_type_id}/values', optionTypeId: 7 };

describe('OptionMultiSelectScreen', () => {
  it('picks from a long dictionary in the tag picker, names the chosen under it and saves the ids', async () => {
    backend.fail('GET', DICTIONARY, { success: true, data: INTERESTS });
    const { user } = renderScreen(<OptionMultiSelectScreen title="Интересы аудитории" {...dictionaryProps} />, { at: `${PATH}/?id=1`, entry: 'option-multi-select' });
    expect(await screen.findByText('Отмечено: 3')).toBeVisible();
    expect(screen.getByText('Игры <b>онлайн</b>', { selector: 'li' })).toBeVisible();
    await user.click(screen.getByText('Выбрать', { selector: 'button' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отметьте теги' });
    expect(within(dialog).getByText('Отмечено: 3')).toBeVisible();
    fireEvent.change(within(dialog).getByPlaceholderText('Введите имя'), { target: { value: 'ИНТЕРЕС 2' } });
    expect(within(dialog).getAllByRole('checkbox').map((box) => box.nextSibling?.textContent)).toEqual(['Интерес 2', ...Array.from({ length: 10 }, (_, i) => `Интерес ${20 + i}`)]);
    await user.click(within(dialog).getByLabelText('Интерес 2'));
    await user.click(within(dialog).getByLabelText('Интерес 20'));
    expect(within(dialog).getByText('Отмечено: 3')).toBeVisible();
    await user.click(within(dialog).getByText('Закрыть', { selector: '.modal-footer button' }));
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [7, 15, 20] });
  });

  it('ticks a short list of props choices; a refused save keeps the ticks and the unsaved mark; saved by the page with hideSaveButton', async () => {
    allowConsoleErrors(/./);
    const { user, node } = renderScreen(<OptionMultiSelectScreen choices={[{ id: '2', name: 'Бизнес' }, { id: '9', name: 'Книги' }]} hideSaveButton />, { at: `${PATH}/?id=3`, entry: 'option-multi-select' });
    const books = await screen.findByLabelText<HTMLInputElement>('Книги');
    expect(screen.getByText('Множественный выбор')).toBeVisible();
    expect(backend.all('GET', DICTIONARY)).toHaveLength(0);
    expect(books).not.toBeChecked();
    await user.click(books);
    const { answers, save: pageSave } = islandSave(node);
    backend.fail('POST', PATH, { success: false, message: 'Недоступно' }, 422);
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }]));
    expect(books).toBeChecked();
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    backend.fail('POST', PATH, { success: true, data: [9] });
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }, { ok: true }]));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [9] });
  });

  it('locks the list while off, says when there are no values', async () => {
    renderScreen(<OptionMultiSelectScreen />, { at: `${PATH}/?id=2`, entry: 'option-multi-select' });
    expect(await screen.findByText('Значения не заданы')).toBeVisible();
    expect(screen.getByText('Таргет не включен')).toBeVisible();
  });
});

describe('OptionMultiSelectScreen store', () => {
  const printed = (value: unknown) => readOption({ status: 1, params: { value } });

  it("starts the option type's dictionary with the option, from its store factory (issue 31)", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=1`);
    const stop = optionMultiSelectStore({ option: printed([2]), dictionaryUrl: '/api/hb/option-types/{option_type_id}/values', optionTypeId: 7 }).start();
    // Nothing is rendered: the store factory alone (as mountIsland calls it before React's first render) sends them.
    await waitFor(() => expect(backend.requests.map((r) => r.path)).toEqual([DICTIONARY]));
    stop();
  });

  it('shows a chosen id the list does not know as unknown and keeps it; unticked, it goes (issue 41)', async () => {
    const choices = [{ id: '1', name: 'Первый' }, { id: '2', name: 'Второй' }];
    const { user } = renderScreen(<OptionMultiSelectScreen option={printed([2, 'zz-7'])} choices={choices} />, { at: `${PATH}/?id=8`, entry: 'option-multi-select' });
    expect(await screen.findByLabelText('Неизвестное значение (zz-7)')).toBeChecked();
    await user.click(screen.getByLabelText('Первый'));
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [2, 'zz-7', 1] });
    await user.click(screen.getByLabelText('Неизвестное значение (zz-7)'));
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [2, 1] }));
  });
});

describe('OptionMultiSelectScreen unknown ids in a long list (issue 43)', () => {
  it("offers a saved id the long dictionary does not know in the picker as 'Неизвестное значение (…)', ticked; unticked, it is no longer sent", async () => {
    backend.fail('GET', DICTIONARY, { success: true, data: INTERESTS });
    const option = readOption({ status: 1, params: { value: [3, 'zz-7'] } });
    const { user } = renderScreen(<OptionMultiSelectScreen option={option} {...dictionaryProps} />, { at: `${PATH}/?id=9`, entry: 'option-multi-select' });
    expect(await screen.findByText('Неизвестное значение (zz-7)', { selector: 'li' })).toBeVisible();
    await user.click(screen.getByText('Выбрать', { selector: 'button' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отметьте теги' });
    const unknown = within(dialog).getByLabelText('Неизвестное значение (zz-7)');
    expect(unknown).toBeChecked();
    await user.click(unknown);
    await user.click(within(dialog).getByText('Закрыть', { selector: '.modal-footer button' }));
    expect(screen.queryByText('Неизвестное значение (zz-7)')).toBeNull();
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [3] });
  });
});
