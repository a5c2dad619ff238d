import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { OptionAudienceScreen } from './OptionAudienceScreen';

const PATH = '/options/audience';
const SEARCH = '/hb/audiences/multi-search';
const chosen = () => screen.getByRole('table', { name: 'Выбранные аудитории' });
const saveButtons = () => screen.queryAllByText('Сохранить', { selector: 'button' });

async function open(id: number, props = {}) {
  const view = renderScreen(<OptionAudienceScreen {...props} />, { at: `${PATH}/?id=${id}`, entry: 'option-audience' });
  await screen.findByText('Поиск аудиторий по названиям');
  return view;
}

describe('OptionAudienceScreen', () => {
  it('searches names one per line (like), picks one of several, adds the picks once each and saves [{id, name}]', async () => {
    const { user } = await open(1);
    expect(within(chosen()).getByText('Путешественники')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Названия, по одному в строке'), { target: { value: 'Спорт\n\n  автолюбители \nКосмос' } });
    await user.click(screen.getByLabelText('Частичное'));
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await screen.findByRole('table', { name: 'Результаты поиска' });
    expect(backend.last('GET', SEARCH).query).toEqual({ names: ['Спорт', 'автолюбители', 'Космос'], names_filter_type: 'like' });
    await user.selectOptions(screen.getByLabelText('Совпадение для «Спорт»'), 'Спорт: футбол');
    await user.click(screen.getByRole('button', { name: 'Применить (2)' }));
    expect(within(chosen()).getAllByRole('row').map((row) => row.textContent)).toEqual(['IDНазваниеУдалить', '101АвтолюбителиУдалить', '104ПутешественникиУдалить', '103Спорт: футболУдалить']);
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Удалить аудиторию «Путешественники»' }));
    // A refused save keeps the list and the unsaved mark; the retry goes through.
    backend.standIn.faults.set({ method: 'POST', path: PATH, kind: 'respond', body: { success: false, message: 'Аудитории недоступны' }, status: 200, times: 1 });
    await user.click(saveButtons()[0]);
    expect((await screen.findByText('Не сохранено:')).parentElement).toHaveTextContent('Не сохранено: Аудитории недоступны');
    expect(within(chosen()).getByText('Спорт: футбол')).toBeVisible();
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(saveButtons()[0]);
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ id: 101, name: 'Автолюбители' }, { id: 103, name: 'Спорт: футбол' }] });
    expect(backend.last('POST', PATH).query).toMatchObject({ id: '1' });
  });

  it('repeats the save bar above 10 audiences; empty or malformed shows \'Аудитория не выбрана\'; empty input searches nothing', async () => {
    const { user, unmount } = await open(2);
    // The rows past the box's first screenful come once its first frame is painted (issue 45).
    await waitFor(() => expect(within(chosen()).getAllByRole('row')).toHaveLength(13));
    expect(saveButtons()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Удалить аудиторию «Аудитория 1»' }));
    await user.click(screen.getByRole('button', { name: 'Удалить аудиторию «Аудитория 2»' }));
    expect(saveButtons()).toHaveLength(1);
    // Issue 43: clearing the list asks first; cancelled, nothing is dropped.
    await user.click(screen.getByRole('button', { name: 'Очистить список' }));
    expect((await act(() => answerConfirm(false))).message).toBe('Вы уверены? Из списка будут убраны все выбранные аудитории (10).');
    expect(within(chosen()).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Очистить список' }));
    await act(() => answerConfirm(true));
    expect(await screen.findByText('Аудитория не выбрана')).toBeVisible();
    unmount();

    await open(3);
    expect(screen.getByText('Аудитория не выбрана')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Названия, по одному в строке'), { target: { value: '\n  \n' } });
    expect(screen.getByRole('button', { name: 'Найти' })).toBeDisabled();
    expect(backend.all('GET', SEARCH)).toHaveLength(0);
  });

  it('with hideSaveButton and 12 audiences, no save bar of its own: the page saves by island:save to props.url with PUT', async () => {
    const { node, user } = await open(2, { hideSaveButton: true, url: `${PATH}/?id=2`, method: 'PUT', searchUrl: '/api/audiences/find' });
    expect(saveButtons()).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Удалить аудиторию «Аудитория 12»' }));
    fireEvent.change(screen.getByLabelText('Названия, по одному в строке'), { target: { value: 'x' } });
    backend.fail('GET', '/api/audiences/find', { success: true, data: [{ search: 'x', result: [{ id: 7, name: 'Икс' }, { name: 'без id' }] }] });
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    await user.click(await screen.findByRole('button', { name: 'Применить (1)' }));
    const answers: unknown[] = [];
    node.addEventListener('island:save:done', (event) => answers.push((event as CustomEvent).detail));
    fireEvent(node, new CustomEvent('island:save'));
    await waitFor(() => expect(answers).toEqual([{ ok: true }]));
    const sent = backend.last('PUT', PATH).body as { value: { id: number }[] };
    expect(sent.value.map((a) => a.id)).toEqual([...Array.from({ length: 11 }, (_, i) => 200 + i), 7]);
  });
});

describe('OptionAudienceScreen round trip (issue 41)', () => {
  it('keeps what each audience came with beside id and name when the list is edited and saved', async () => {
    const option = readOption({ status: 1, params: { value: [{ id: 101, name: 'Автолюбители', size: 1200 }, { id: 104, name: 'Путешественники', source: 'dmp' }, 105] } });
    await open(7, { option });
    fireEvent.click(screen.getByLabelText('Удалить аудиторию «Путешественники»'));
    fireEvent.click(saveButtons()[0]);
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ id: 101, name: 'Автолюбители', size: 1200 }, { id: 105, name: '' }] });
  });
});
