import { when } from 'mobx';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PRESSURE_TOO_LOW } from '@fixtures/server/routes/option-weather';
import { backend } from '@test/setup';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { OptionWeatherScreen, optionWeatherStore } from './OptionWeatherScreen';

const PATH = '/options/weather';
const WEATHERS = [{ id: 1, name: 'Ясно' }, { id: 3, name: 'Пасмурно' }, { id: 4, name: 'Дождь <script>x</script>' }];
// By label (role queries are what jsdom is slowest at); typed with change events, for the time budget.
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const fill = (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });

async function open(id: number, props = {}) {
  const view = renderScreen(<OptionWeatherScreen weathers={WEATHERS} {...props} />, { at: `${PATH}/?id=${id}`, entry: 'option-weather' });
  await screen.findByText('Влажность, %', { selector: 'legend' });
  return view;
}

describe('OptionWeatherScreen', () => {
  it('checks ranges before saving (A 5), sends numbers with commas read as dots and empty as null, shows a refused bound', async () => {
    const { user } = await open(1);
    expect(field('Ясно')).toBeChecked();
    expect(field('Пасмурно')).not.toBeChecked();
    expect(field('Дождь <script>x</script>')).not.toBeChecked();
    expect([field('Температура, °C от').value, field('Температура, °C до').value, field('Давление, мм рт. ст. от').value]).toEqual(['-5', '25', '']);

    fill('Температура, °C от', '30');
    fill('Влажность, % до', '101');
    fill('Давление, мм рт. ст. до', 'много');
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    for (const label of ['Температура, °C от', 'Температура, °C до', 'Влажность, % до', 'Давление, мм рт. ст. до']) {
      expect(field(label)).toHaveAccessibleDescription('Поле некорректно заполнено');
    }
    expect(field('Влажность, % от')).not.toHaveAccessibleDescription();
    expect(backend.all('POST', PATH)).toHaveLength(0);

    fill('Температура, °C от', '-10,5');
    fill('Влажность, % до', '');
    fill('Давление, мм рт. ст. до', '');
    fill('Давление, мм рт. ст. от', '300');
    await user.click(field('Пасмурно'));
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(field('Давление, мм рт. ст. от')).toHaveAccessibleDescription(PRESSURE_TOO_LOW));
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      value: { weather: [1, 2, 3], temp_min: -10.5, temp_max: 25, humidity_min: 30, humidity_max: null, pressure_min: 300, pressure_max: null },
    });
    expect(field('Температура, °C от').value).toBe('-10,5');
  });

  it('shows a malformed saved value as empty fields, checks nothing while off, hides the save button when asked and is saved by the page', async () => {
    const { user, node } = await open(3, { hideSaveButton: true });
    expect(screen.queryByText('Сохранить', { selector: 'button' })).toBeNull();
    expect(field('Пасмурно')).toBeChecked();
    expect([field('Температура, °C от').value, field('Влажность, % до').value]).toEqual(['', '']);
    await user.click(screen.getByLabelText('Статус таргета: Включен'));
    expect(field('Температура, °C от')).toBeDisabled();
    expect(screen.getByText('Таргет не включен')).toBeVisible();
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();

    // The page's own save button: `island:save` on the mount node saves, `island:save:done` answers.
    const answers: unknown[] = [];
    node.addEventListener('island:save:done', (event) => answers.push((event as CustomEvent).detail));
    fireEvent(node, new CustomEvent('island:save'));
    await waitFor(() => expect(answers).toEqual([{ ok: true }]));
    expect(backend.last('POST', PATH).body).toMatchObject({ status: 0 });
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
  });
});

describe('OptionWeatherScreen round trip (issue 41)', () => {
  it("keeps the value's keys it does not own when edited and saved", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=7`);
    const store = optionWeatherStore({ option: readOption({ status: 1, params: { value: { weather: [1], temp_min: -5, temp_max: 25, humidity_min: null, humidity_max: null, pressure_min: null, pressure_max: null, zz_keep: 'как есть' } } }) });
    const stop = store.start();
    await when(() => store.loadState === 'ready');
    store.set('temp_min', '-3');
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PATH).body).toMatchObject({ status: 1, value: { temp_min: -3, zz_keep: 'как есть' } });
    stop();
  });
});

describe('OptionWeatherScreen unknown kinds (issue 43)', () => {
  it("shows a saved kind the page's list does not know as 'Неизвестное значение (…)', ticked, and lets the user untick it", async () => {
    const option = readOption({ status: 1, params: { value: { weather: [1, 9], temp_min: null, temp_max: null, humidity_min: null, humidity_max: null, pressure_min: null, pressure_max: null } } });
    renderScreen(<OptionWeatherScreen weathers={WEATHERS} option={option} />, { at: `${PATH}/?id=7`, entry: 'option-weather' });
    expect(await screen.findByLabelText('Неизвестное значение (9)')).toBeChecked();
    expect(field('Ясно')).toBeChecked();
    fireEvent.click(field('Неизвестное значение (9)'));
    expect(screen.queryByLabelText('Неизвестное значение (9)')).toBeNull();
    fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toMatchObject({ value: { weather: [1] } });
  });
});

describe('OptionWeatherScreen number inputs (issue 44)', () => {
  it('takes a comma or a dot and shows the bound in ru-RU once left; what it shows, edited, is read back (spaces as thousands)', async () => {
    const { user } = await open(1);
    fill('Давление, мм рт. ст. от', '740.5');
    fireEvent.blur(field('Давление, мм рт. ст. от'));
    expect(field('Давление, мм рт. ст. от').value).toBe('740,5');
    fill('Давление, мм рт. ст. до', '1000');
    fireEvent.blur(field('Давление, мм рт. ст. до'));
    expect(field('Давление, мм рт. ст. до').value).toMatch(/^1\s000$/);
    // What it shows, edited again: the spaces are thousands, not a typo.
    fill('Давление, мм рт. ст. до', `${field('Давление, мм рт. ст. до').value},5`);
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(backend.last('POST', PATH).body).toMatchObject({ value: { pressure_min: 740.5, pressure_max: 1000.5 } }));
  });
});
