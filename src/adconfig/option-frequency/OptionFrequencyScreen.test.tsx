import { when } from 'mobx';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FREQUENCY_TOO_MANY } from '@fixtures/server/routes/option-frequency';
import { OPTION_REFUSED } from '@fixtures/server/routes/shared/optionRoute';
import { backend } from '@test/setup';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { OptionFrequencyScreen, optionFrequencyStore } from './OptionFrequencyScreen';

const PATH = '/options/frequency';
const EVENTS = [{ id: 12, name: 'Регистрация' }, { id: 15, name: 'Покупка <b>в один клик</b>' }];
// By label (role queries are what jsdom is slowest at); typed with change events, for the time budget.
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const fill = (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });

async function open(id: number, props = {}) {
  const view = renderScreen(<OptionFrequencyScreen events={EVENTS} {...props} />, { at: `${PATH}/?id=${id}`, entry: 'option-frequency' });
  await screen.findByText('Отправки');
  return view;
}

describe('OptionFrequencyScreen', () => {
  it('shows the saved rules (timeout as the largest whole unit), drops half-filled rules with a warning and sends only the others', async () => {
    const { user } = await open(1);
    expect(screen.getByLabelText('Статус таргета: Включен')).toBeChecked();
    expect([field('Показы: Не более, раз').value, field('Показы: За период').value, select('Показы: Единица периода').value]).toEqual(['3', '1', 'day']);
    expect([field('События: За период').value, select('События: Единица периода').value, select('События: Событие').value]).toEqual(['7', 'day', '12']);
    expect(screen.getByText('Покупка <b>в один клик</b>', { selector: 'option' })).toBeInTheDocument();

    fill('Клики: Не более, раз', '0');
    fill('Отправки: Не более, раз', '4');
    expect(screen.getAllByText('Не будет сохранено!')).toHaveLength(2);
    fill('Отправки: За период', '30');
    await user.selectOptions(select('Отправки: Единица периода'), 'minute');
    expect(screen.getAllByText('Не будет сохранено!')).toHaveLength(1);
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();

    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      value: { displayed: { count: 3, timeout: 86400 }, action: { count: 2, timeout: 604800, event_id: 12 }, sent: { count: 4, timeout: 1800 } },
    });
    expect(backend.last('POST', PATH).query).toMatchObject({ id: '1' });
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
  });

  it('locks the rules while off, saves to props.url with PUT, and keeps a refused count with its error under the field', async () => {
    const view = renderScreen(<OptionFrequencyScreen url={`${PATH}/?id=2`} method="PUT" />, { at: `${PATH}/?id=1`, entry: 'option-frequency' });
    const { user } = view;
    await screen.findByText('Отправки');
    expect(backend.last('GET', PATH).query).toMatchObject({ id: '2' });
    expect(screen.getByText('Таргет не включен')).toBeVisible();
    expect(field('Показы: Не более, раз')).toBeDisabled();
    expect(field('Показы: Не более, раз').value).toBe('10');
    expect(select('Показы: Единица периода').value).toBe('day');

    await user.click(screen.getByLabelText('Статус таргета: Выключен'));
    expect(screen.queryByText('Таргет не включен')).toBeNull();
    fill('Показы: Не более, раз', '2000000');
    await user.type(field('Показы: Не более, раз'), '{Enter}');
    await waitFor(() => expect(field('Показы: Не более, раз')).toHaveAccessibleDescription(FREQUENCY_TOO_MANY));
    expect(backend.last('PUT', PATH).body).toEqual({ status: 1, value: { displayed: { count: 2000000, timeout: 2592000 } } });
    expect(screen.getByText('Не сохранено:').parentElement).toHaveTextContent(`Не сохранено: ${OPTION_REFUSED} ${FREQUENCY_TOO_MANY}`);
    expect(field('Показы: Не более, раз').value).toBe('2000000');
    expect(screen.getByLabelText('Статус таргета: Включен')).toBeChecked();
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
  });
});

describe('OptionFrequencyScreen round trip (issue 41)', () => {
  it("keeps the value's keys it does not own when edited and saved", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=7`);
    const store = optionFrequencyStore({ option: readOption({ status: 1, params: { value: { displayed: { count: 3, timeout: 86400 }, zz_rule: { count: 1, timeout: 60 } } } }) });
    const stop = store.start();
    await when(() => store.loadState === 'ready');
    store.update('displayed.count', (value) => (value.displayed.count = '4'));
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PATH).body).toMatchObject({ status: 1, value: { displayed: { count: 4, timeout: 86400 }, zz_rule: { count: 1, timeout: 60 } } });
    stop();
  });
});

describe('OptionFrequencyScreen unknown event (issue 43)', () => {
  it("shows a saved event the page's list does not know as 'Неизвестное значение (…)', not as any event, and sends it back", async () => {
    const option = readOption({ status: 1, params: { value: { action: { count: 2, timeout: 3600, event_id: 77 } } } });
    renderScreen(<OptionFrequencyScreen events={EVENTS} option={option} />, { at: `${PATH}/?id=7`, entry: 'option-frequency' });
    await screen.findByText('Отправки');
    expect(select('События: Событие').value).toBe('77');
    expect(select('События: Событие').selectedOptions[0].textContent).toBe('Неизвестное значение (77)');
    fill('События: Не более, раз', '3');
    fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toMatchObject({ value: { action: { count: 3, timeout: 3600, event_id: 77 } } });
  });
});

describe('OptionFrequencyScreen number inputs (issue 44)', () => {
  it('shows a count and a period in ru-RU once left, reads them back as typed or as shown (a comma, spaces as thousands)', async () => {
    await open(1);
    fill('Клики: Не более, раз', '1500');
    fireEvent.blur(field('Клики: Не более, раз'));
    expect(field('Клики: Не более, раз').value).toMatch(/^1\s500$/);
    fill('Клики: За период', '1.5');
    fireEvent.blur(field('Клики: За период'));
    expect(field('Клики: За период').value).toBe('1,5');
    fireEvent.change(select('Клики: Единица периода'), { target: { value: 'hour' } });
    fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toMatchObject({ value: { clicked: { count: 1500, timeout: 5400 } } });
  });
});
