import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PHRASE_TOO_LONG } from '@fixtures/server/routes/option-phrases';
import { answerConfirm } from '@test/dialogs';
import { allowConsoleErrors, backend } from '@test/setup';
import { islandSave } from '@test/islandSave';
import { fieldLabelled as field, fillField as fill } from '@test/queries';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { OptionPhrasesScreen } from './OptionPhrasesScreen';

const PATH = '/options/phrases';
const save = () => fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));

describe('OptionPhrasesScreen', () => {
  it('edits the rows, asks "Вы уверены?" before a removal, refuses a bad counter, drops empty rows and saves {content, counter}', async () => {
    const { user } = renderScreen(<OptionPhrasesScreen />, { at: `${PATH}/?id=1`, entry: 'option-phrases' });
    expect((await screen.findByLabelText<HTMLInputElement>('Фраза 2')).value).toBe('доставка <b>бесплатно</b>');
    expect(field('Фраза 1: не менее раз').value).toBe('2');

    await user.click(screen.getByText('Добавить фразу'));
    await user.click(screen.getByText('Добавить фразу'));
    fill('Фраза 3', '  диван угловой ');
    fill('Фраза 3: не менее раз', 'два');
    save();
    expect(field('Фраза 3: не менее раз')).toHaveAccessibleDescription('Поле некорректно заполнено');
    expect(backend.all('POST', PATH)).toHaveLength(0);
    fill('Фраза 3: не менее раз', '');

    await user.click(screen.getByLabelText('Удалить строку 1: Фразы'));
    expect((await act(() => answerConfirm(false))).message).toBe('Вы уверены?');
    expect(field('Фраза 1').value).toBe('купить диван');
    await user.click(screen.getByLabelText('Удалить строку 1: Фразы'));
    await act(() => answerConfirm(true));
    await waitFor(() => expect(field('Фраза 1').value).toBe('доставка <b>бесплатно</b>'));

    save();
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ content: 'доставка <b>бесплатно</b>', counter: 1 }, { content: 'диван угловой', counter: 1 }] });
  });

  it('shows the server\'s error under its row and keeps the rows; saved by the page with hideSaveButton', async () => {
    allowConsoleErrors(/./);
    const { node } = renderScreen(<OptionPhrasesScreen hideSaveButton />, { at: `${PATH}/?id=3`, entry: 'option-phrases' });
    expect(await screen.findByText('Фразы не заданы')).toBeVisible();
    fireEvent.click(screen.getByText('Добавить фразу'));
    fill('Фраза 1', 'ы'.repeat(300));
    const { answers, save: pageSave } = islandSave(node);
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }]));
    expect(field('Фраза 1')).toHaveAccessibleDescription(PHRASE_TOO_LONG);
    expect(field('Фраза 1').value).toHaveLength(300);
    fill('Фраза 1', 'ковёр');
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }, { ok: true }]));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ content: 'ковёр', counter: 1 }] });
  });

});

describe('OptionPhrasesScreen round trip (issue 41)', () => {
  it('keeps what each phrase came with beside content and counter when the rows are edited and saved', async () => {
    const option = readOption({ status: 1, params: { value: [{ content: 'диван', counter: 2, weight: 0.5 }, { content: 'кресло', counter: 1, source: { by: 'import' } }] } });
    renderScreen(<OptionPhrasesScreen option={option} />, { at: `${PATH}/?id=7`, entry: 'option-phrases' });
    await screen.findByLabelText('Фраза 2: не менее раз');
    fill('Фраза 2: не менее раз', '3');
    fireEvent.click(screen.getByText('Добавить фразу'));
    fill('Фраза 3', 'стол');
    save();
    await screen.findByText('Успешно сохранено');
    expect(backend.all('GET', PATH)).toHaveLength(0);
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      value: [{ content: 'диван', counter: 2, weight: 0.5 }, { content: 'кресло', counter: 3, source: { by: 'import' } }, { content: 'стол', counter: 1 }],
    });
  });
});

describe('OptionPhrasesScreen server errors (issue 43)', () => {
  it("shows the server's error under the row the user sees when an empty row before it was not sent", async () => {
    allowConsoleErrors(/./);
    renderScreen(<OptionPhrasesScreen />, { at: `${PATH}/?id=3`, entry: 'option-phrases' });
    expect(await screen.findByText('Фразы не заданы')).toBeVisible();
    fireEvent.click(screen.getByText('Добавить фразу'));
    fireEvent.click(screen.getByText('Добавить фразу'));
    fill('Фраза 2', 'ы'.repeat(300));
    save();
    await waitFor(() => expect(field('Фраза 2')).toHaveAccessibleDescription(PHRASE_TOO_LONG));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ content: 'ы'.repeat(300), counter: 1 }] });
    expect(field('Фраза 1')).not.toHaveAccessibleDescription(PHRASE_TOO_LONG);
  });
});

describe('OptionPhrasesScreen save answer (A 7: data, the items as stored; issue 43)', () => {
  it('shows the phrases the save answered in place of those sent (the empty row gone), nothing left unsaved', async () => {
    renderScreen(<OptionPhrasesScreen />, { at: `${PATH}/?id=3`, entry: 'option-phrases' });
    expect(await screen.findByText('Фразы не заданы')).toBeVisible();
    fireEvent.click(screen.getByText('Добавить фразу'));
    fireEvent.click(screen.getByText('Добавить фразу'));
    fill('Фраза 2', ' Диван ');
    backend.fail('POST', PATH, { success: true, data: [{ content: 'диван', counter: 3 }], option: { status: 1 } });
    save();
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ content: 'Диван', counter: 1 }] });
    await waitFor(() => expect(field('Фраза 1').value).toBe('диван'));
    expect(field('Фраза 1: не менее раз').value).toBe('3');
    expect(screen.queryByLabelText('Фраза 2')).toBeNull();
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
  });

  it('a bare [] answered after phrases were sent (PHP\'s empty answer) keeps the rows as sent', async () => {
    renderScreen(<OptionPhrasesScreen />, { at: `${PATH}/?id=3`, entry: 'option-phrases' });
    expect(await screen.findByText('Фразы не заданы')).toBeVisible();
    fireEvent.click(screen.getByText('Добавить фразу'));
    fill('Фраза 1', 'диван');
    backend.fail('POST', PATH, { success: true, data: [], message: '' });
    save();
    await screen.findByText('Успешно сохранено');
    expect(field('Фраза 1').value).toBe('диван');
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
  });
});
