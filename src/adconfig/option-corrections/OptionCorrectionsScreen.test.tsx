import { fireEvent, screen, waitFor } from '@testing-library/react';
import { islandSave } from '@test/islandSave';
import { fieldLabelled as field, fillField as fill } from '@test/queries';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { OptionCorrectionsScreen } from './OptionCorrectionsScreen';

const PATH = '/options/corrections';
const CHANNELS = [{ id: '5', name: 'Новости Урала' }, { id: '6', name: 'Спорт & <b>отдых</b>' }];
const save = () => fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));
const choose = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('OptionCorrectionsScreen', () => {
  it('loads the rows with the format\'s events, refuses wrong percents, a row without channel or event, an event twice per channel, and saves the rows with a slice', async () => {
    renderScreen(<OptionCorrectionsScreen channels={CHANNELS} formatId={1} />, { at: `${PATH}/?id=1`, entry: 'option-corrections' });
    expect(await screen.findByText('Корректировка 3')).toBeVisible();
    await waitFor(() => expect(field('Событие, строка 2').value).toBe('event:12'));
    expect(backend.last('GET', '/api/format-events').query).toEqual({ format_id: '1' });
    expect([field('Канал, строка 1').value, field('Событие, строка 1').value, field('Срез, %, строка 1').value, field('Перенаправление, %, строка 1').value]).toEqual(['5', 'displayed', '10', '50']);
    expect(screen.getAllByText('Спорт & <b>отдых</b>', { selector: 'option' })).toHaveLength(3);

    fireEvent.click(screen.getByText('Добавить корректировку'));
    fill('Срез, %, строка 4', '150');
    save();
    expect(await screen.findByText('Форма содержит ошибки!')).toBeVisible();
    expect(field('Срез, %, строка 4')).toHaveAccessibleDescription('% число от 0 до 100!');
    expect(field('Перенаправление, %, строка 4')).toHaveAccessibleDescription('% число от 0 до 100!');
    expect(field('Канал, строка 4')).toHaveAccessibleDescription('Выберите канал!');
    expect(field('Событие, строка 4')).toHaveAccessibleDescription('Выберите событие!');
    expect(backend.all('POST', PATH)).toHaveLength(0);

    choose('Канал, строка 4', '5');
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
    const { node } = renderScreen(<OptionCorrectionsScreen hideSaveButton channels={CHANNELS} eventTypes={[{ id: '21', name: 'Звонок' }]} />, { at: `${PATH}/?id=3`, entry: 'option-corrections' });
    expect(await screen.findByText('Корректировки не заданы')).toBeVisible();
    expect(backend.all('GET', '/api/format-events')).toHaveLength(0);
    fireEvent.click(screen.getByText('Добавить корректировку'));
    fireEvent.click(screen.getByText('Добавить корректировку'));
    fireEvent.click(screen.getByLabelText('Удалить корректировку 1'));
    choose('Канал, строка 1', '6');
    choose('Событие, строка 1', 'event:21');
    fill('Срез, %, строка 1', '7');
    fill('Перенаправление, %, строка 1', '0');
    const { answers, save: pageSave } = islandSave(node);
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: true }]));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ channel_id: 6, type: 'event', event_id: 21, slice_percent: 7, redirection_percent: 0 }] });
  });
});
