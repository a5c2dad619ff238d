import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerConfirm } from '@test/dialogs';
import { islandSave } from '@test/islandSave';
import { fieldLabelled as field, fillField as fill, pickInSelect, selectShown } from '@test/queries';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { allowConsoleErrors, backend } from '@test/setup';
import { OptionCorrectionsScreen, optionCorrectionsStore } from './OptionCorrectionsScreen';

const PATH = '/options/corrections';
const CHANNELS = [{ id: '5', name: 'Новости Урала' }, { id: '6', name: 'Спорт & <b>отдых</b>' }];
const save = () => fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));
const choose = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const channelOf = (n: number) => selectShown(`Канал, строка ${n}`);
const pickChannel = (n: number, typed: string, name: string) => pickInSelect(`Канал, строка ${n}`, typed, name);

describe('OptionCorrectionsScreen', () => {
  it('loads the rows with the format\'s events, refuses wrong percents, a row without channel or event, an event twice per channel, and saves the rows with a slice', async () => {
    renderScreen(<OptionCorrectionsScreen channels={CHANNELS} formatId={1} />, { at: `${PATH}/?id=1`, entry: 'option-corrections' });
    expect(await screen.findByText('Корректировка 3')).toBeVisible();
    await waitFor(() => expect(field('Событие, строка 2').value).toBe('event:12'));
    expect(backend.last('GET', '/api/format-events').query).toEqual({ format_id: '1' });
    expect([channelOf(1), field('Событие, строка 1').value, field('Срез, %, строка 1').value, field('Перенаправление, %, строка 1').value]).toEqual(['Новости Урала', 'displayed', '10', '50']);
    expect(channelOf(3)).toBe('Спорт & <b>отдых</b>');
    // Percents are number inputs (issue 44): the saved 2.5 shown as ru-RU writes it.
    expect(field('Срез, %, строка 2').value).toBe('2,5');

    fireEvent.click(screen.getByText('Добавить корректировку'));
    fill('Срез, %, строка 4', '150');
    save();
    expect(await screen.findByText('Форма содержит ошибки!')).toBeVisible();
    expect(field('Срез, %, строка 4')).toHaveAccessibleDescription('% число от 0 до 100!');
    expect(field('Перенаправление, %, строка 4')).toHaveAccessibleDescription('% число от 0 до 100!');
    // react-select describes an empty input by its placeholder: the error is beside it, the input marked invalid.
    expect(within(field('Канал, строка 4').closest('fieldset')!).getByText('Выберите канал!')).toBeVisible();
    expect(field('Канал, строка 4')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Событие, строка 4')).toHaveAccessibleDescription('Выберите событие!');
    expect(backend.all('POST', PATH)).toHaveLength(0);

    await pickChannel(4, 'урал', 'Новости Урала');
    // Показы are row 1's on channel 5: taken here; on channel 6 (row 3) they are free.
    const shows = (n: number) => [...field(`Событие, строка ${n}`).querySelectorAll('option')].find((o) => o.textContent === 'Показы');
    expect(shows(4)).toBeDisabled();
    expect(shows(3)).toBeEnabled();
    choose('Событие, строка 4', 'clicked');
    fill('Срез, %, строка 4', '12,5');
    fill('Перенаправление, %, строка 4', '40');
    fireEvent.click(screen.getByLabelText('Очистить корректировку 1'));
    fill('Срез, %, строка 3', '0');
    save();
    await screen.findByText('Успешно сохранено');
    expect(screen.queryByText('Форма содержит ошибки!')).toBeNull();
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      value: [
        { channel_id: 5, type: 'event', event_id: 12, slice_percent: 2.5, redirection_percent: 100 },
        { channel_id: 5, type: 'clicked', event_id: null, slice_percent: 12.5, redirection_percent: 40 },
      ],
    });
  });

  it('says when there are none, takes the events from props, and is saved by the page with hideSaveButton', async () => {
    const { node, user } = renderScreen(<OptionCorrectionsScreen hideSaveButton channels={CHANNELS} eventTypes={[{ id: '21', name: 'Звонок' }]} />, { at: `${PATH}/?id=3`, entry: 'option-corrections' });
    expect(await screen.findByText('Корректировки не заданы')).toBeVisible();
    expect(backend.all('GET', '/api/format-events')).toHaveLength(0);
    fireEvent.click(screen.getByText('Добавить корректировку'));
    fireEvent.click(screen.getByText('Добавить корректировку'));
    await user.click(screen.getByLabelText('Удалить корректировку 1'));
    await act(() => answerConfirm(true));
    await waitFor(() => expect(screen.queryByText('Корректировка 2')).toBeNull());
    await pickChannel(1, 'спорт', 'Спорт & <b>отдых</b>');
    choose('Событие, строка 1', 'event:21');
    fill('Срез, %, строка 1', '7');
    fill('Перенаправление, %, строка 1', '0');
    const { answers, save: pageSave } = islandSave(node);
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: true }]));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ channel_id: 6, type: 'event', event_id: 21, slice_percent: 7, redirection_percent: 0 }] });
  });
});

describe('OptionCorrectionsScreen round trip (issue 41)', () => {
  it('keeps what each row came with beside its own fields when the rows are edited and saved', async () => {
    const option = readOption({ status: 1, params: { value: [{ channel_id: 5, type: 'displayed', event_id: null, slice_percent: 10, redirection_percent: 50, priority: 1 }, 'не строка', { channel_id: 6, type: 'clicked', event_id: null, slice_percent: 5, redirection_percent: 20, note: 'ручная' }] } });
    renderScreen(<OptionCorrectionsScreen option={option} channels={CHANNELS} />, { at: `${PATH}/?id=7`, entry: 'option-corrections' });
    await screen.findByText('Корректировка 2');
    fill('Срез, %, строка 2', '7');
    save();
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      value: [
        { channel_id: 5, type: 'displayed', event_id: null, slice_percent: 10, redirection_percent: 50, priority: 1 },
        { channel_id: 6, type: 'clicked', event_id: null, slice_percent: 7, redirection_percent: 20, note: 'ручная' },
      ],
    });
  });
});

describe('OptionCorrectionsScreen store', () => {
  const printed = (value: unknown) => readOption({ status: 1, params: { value } });

  it("starts the channels and the format's events with the option, from its store factory (issue 31)", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=1`);
    const stop = optionCorrectionsStore({ option: printed([]), dictionaryUrl: '/api/hb/option-types/{option_type_id}/values', optionTypeId: 5, formatId: 1 }).start();
    // Nothing is rendered: the store factory alone (as mountIsland calls it before React's first render) sends them.
    await waitFor(() => expect(backend.requests.map((r) => r.path)).toEqual(['/api/hb/option-types/5/values', '/api/format-events']));
    stop();
  });
});

describe('OptionCorrectionsScreen server errors (issue 43)', () => {
  it("shows the server's error by the sent row under the row the user sees and its field", async () => {
    allowConsoleErrors(/./);
    renderScreen(<OptionCorrectionsScreen channels={CHANNELS} formatId={1} />, { at: `${PATH}/?id=1`, entry: 'option-corrections' });
    expect(await screen.findByText('Корректировка 3')).toBeVisible();
    // Row 1 loses its slice: not sent, so the server's row 1 is the user's row 2.
    fireEvent.click(screen.getByLabelText('Очистить корректировку 1'));
    backend.fail('POST', PATH, { success: false, message: 'Проверьте корректировки', errors: { 'value.1.redirection_percent': 'Перенаправление больше допустимого' } });
    save();
    await waitFor(() => expect(field('Перенаправление, %, строка 3')).toHaveAccessibleDescription('Перенаправление больше допустимого'));
    expect(field('Перенаправление, %, строка 2')).not.toHaveAccessibleDescription('Перенаправление больше допустимого');
    expect((backend.last('POST', PATH).body as { value: unknown[] }).value).toHaveLength(2);
  });
});

describe('OptionCorrectionsScreen channels and rows (issue 43)', () => {
  const MANY = Array.from({ length: 1500 }, (_, i) => ({ id: String(1000 + i), name: `Канал ${1000 + i}` }));

  it('searches every channel the page gives, past the first 200, and saves the one picked', async () => {
    renderScreen(<OptionCorrectionsScreen channels={MANY} eventTypes={[]} />, { at: `${PATH}/?id=3`, entry: 'option-corrections' });
    expect(await screen.findByText('Корректировки не заданы')).toBeVisible();
    fireEvent.click(screen.getByText('Добавить корректировку'));
    await pickChannel(1, '2450', 'Канал 2450');
    expect(channelOf(1)).toBe('Канал 2450');
    choose('Событие, строка 1', 'clicked');
    fill('Срез, %, строка 1', '5');
    fill('Перенаправление, %, строка 1', '10');
    save();
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ channel_id: 2450, type: 'clicked', event_id: null, slice_percent: 5, redirection_percent: 10 }] });
  });

  it('without a list from the page, searches the channels through A 7 data access (Channels.search by name)', async () => {
    renderScreen(<OptionCorrectionsScreen eventTypes={[]} />, { at: `${PATH}/?id=3`, entry: 'option-corrections' });
    expect(await screen.findByText('Корректировки не заданы')).toBeVisible();
    fireEvent.click(screen.getByText('Добавить корректировку'));
    const channel = (backend.db.collection<{ channel_id: number; name: string }>('redirection-channels-channels', { key: 'channel_id' }).all())[0];
    await pickChannel(1, channel.name.slice(0, 5), channel.name);
    const search = backend.last('GET', '/api');
    expect(search.query).toMatchObject({ 'api.model': 'Channels', 'api.method': 'search' });
    expect(JSON.parse(String(search.query['api.args']))).toEqual([{ name: channel.name.slice(0, 5), order_by: 'name' }]);
    expect(channelOf(1)).toBe(channel.name);
    choose('Событие, строка 1', 'displayed');
    fill('Срез, %, строка 1', '5');
    fill('Перенаправление, %, строка 1', '10');
    save();
    await screen.findByText('Успешно сохранено');
    expect((backend.last('POST', PATH).body as { value: Array<{ channel_id: number }> }).value[0].channel_id).toBe(channel.channel_id);
    // The answered rows replace those sent (A 7 data): the channel picked by its search is still named.
    expect(channelOf(1)).toBe(channel.name);
  });

  it("refuses one channel's event in two rows after a row's channel changed, and asks before deleting a row", async () => {
    const { user } = renderScreen(<OptionCorrectionsScreen channels={CHANNELS} formatId={1} />, { at: `${PATH}/?id=1`, entry: 'option-corrections' });
    expect(await screen.findByText('Корректировка 3')).toBeVisible();
    // Row 3 (channel 6, Клики) moves to channel 5 and chooses Показы, row 1's event there.
    choose('Событие, строка 3', 'displayed');
    await pickChannel(3, 'урал', 'Новости Урала');
    save();
    expect(await screen.findByText('Форма содержит ошибки!')).toBeVisible();
    expect(field('Событие, строка 3')).toHaveAccessibleDescription('Это событие уже выбрано для канала в другой строке');
    expect(field('Событие, строка 1')).not.toHaveAccessibleDescription('Это событие уже выбрано для канала в другой строке');
    expect(backend.all('POST', PATH)).toHaveLength(0);

    await user.click(screen.getByLabelText('Удалить корректировку 3'));
    expect((await act(() => answerConfirm(false))).message).toBe('Вы уверены?');
    expect(screen.getByText('Корректировка 3')).toBeVisible();
    await user.click(screen.getByLabelText('Удалить корректировку 3'));
    await act(() => answerConfirm(true));
    await waitFor(() => expect(screen.queryByText('Корректировка 3')).toBeNull());
    save();
    await screen.findByText('Успешно сохранено');
    expect((backend.last('POST', PATH).body as { value: unknown[] }).value).toHaveLength(2);
  });
});

describe('OptionCorrectionsScreen cached events (A 9: 7 days, per user; issue 43)', () => {
  it("keeps the format's events for the signed-in user: the next editor shows them at once and asks again in the background", async () => {
    const eventNames = () => [...field('Событие, строка 2').querySelectorAll('option')].map((o) => o.textContent);
    const first = renderScreen(<OptionCorrectionsScreen channels={CHANNELS} formatId={1} userId="7" />, { at: `${PATH}/?id=1`, entry: 'option-corrections' });
    await waitFor(() => expect(eventNames()).toContain('Регистрация'));
    first.unmount();

    const held = backend.hold('GET', '/api/format-events');
    renderScreen(<OptionCorrectionsScreen channels={CHANNELS} formatId={1} userId="7" />, { at: `${PATH}/?id=1`, entry: 'option-corrections' });
    await waitFor(() => expect(eventNames()).toContain('Регистрация'));
    expect(backend.all('GET', '/api/format-events')).toHaveLength(2);
    // The background answer replaces the kept list quietly.
    await act(async () => held.release());
    await waitFor(() => expect(eventNames()).toContain('Регистрация'));
  });
});

describe('OptionCorrectionsScreen save answer (A 7: data, the items as stored; issue 43)', () => {
  it('shows the rows the save answered in place of those sent: the row without a slice is gone, nothing left unsaved', async () => {
    renderScreen(<OptionCorrectionsScreen channels={CHANNELS} formatId={1} />, { at: `${PATH}/?id=1`, entry: 'option-corrections' });
    expect(await screen.findByText('Корректировка 3')).toBeVisible();
    fireEvent.click(screen.getByLabelText('Очистить корректировку 1'));
    save();
    await screen.findByText('Успешно сохранено');
    expect((backend.last('POST', PATH).body as { value: unknown[] }).value).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('Корректировка 3')).toBeNull());
    expect(channelOf(2)).toBe('Спорт & <b>отдых</b>');
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
  });
});
