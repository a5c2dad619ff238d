import { when } from 'mobx';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CTR_ALWAYS_SKIPPED } from '@fixtures/server/routes/option-ctr';
import { allowConsoleErrors, backend } from '@test/setup';
import { islandSave } from '@test/islandSave';
import { fieldLabelled as field, fillField as fill } from '@test/queries';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { OptionCtrScreen, optionCtrStore } from './OptionCtrScreen';

const PATH = '/options/ctr';
const save = () => fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));

describe('OptionCtrScreen', () => {
  it('checks percents 0..100 by 0.01 and min ≤ max, steps by 0.01 with the arrows, sends numbers (commas as dots, empty as null)', async () => {
    renderScreen(<OptionCtrScreen />, { at: `${PATH}/?id=1`, entry: 'option-ctr' });
    expect((await screen.findByLabelText<HTMLInputElement>('Не менее, %')).value).toBe('0,5');
    expect([field('Не более, %').value, field('Вероятность пропуска, %').value, field('Показатель').value, field('Пропуск проверки').value]).toEqual(['7,25', '10', 'ctr', 'random']);

    fill('Не менее, %', '0,125');
    fill('Не более, %', '101');
    fill('Вероятность пропуска, %', 'десять');
    save();
    for (const label of ['Не менее, %', 'Не более, %', 'Вероятность пропуска, %']) expect(field(label)).toHaveAccessibleDescription('% число от 0 до 100!');
    fill('Не менее, %', '8');
    fill('Не более, %', '7,5');
    fill('Вероятность пропуска, %', '');
    save();
    expect(field('Не более, %')).toHaveAccessibleDescription('Поле некорректно заполнено');
    expect(backend.all('POST', PATH)).toHaveLength(0);

    fill('Не более, %', '8,5');
    fireEvent.keyDown(field('Не менее, %'), { key: 'ArrowDown' });
    expect(field('Не менее, %').value).toBe('7,99');
    fireEvent.change(field('Показатель'), { target: { value: 'viewed' } });
    fireEvent.change(field('Пропуск проверки'), { target: { value: 'no_stats' } });
    save();
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: { min: 7.99, max: 8.5, ptype: 'viewed', skip_prob: null, skip_mode: 'no_stats' } });
  });

  it("takes percents typed the Russian way ('1,5'), shows them in ru-RU once left, saves them as numbers (issue 44)", async () => {
    const { user } = renderScreen(<OptionCtrScreen />, { at: `${PATH}/?id=1`, entry: 'option-ctr' });
    const min = await screen.findByLabelText<HTMLInputElement>('Не менее, %');
    expect(min).toHaveAttribute('inputmode', 'decimal');
    await user.clear(min);
    await user.type(min, '1,5');
    await user.clear(field('Не более, %'));
    await user.type(field('Не более, %'), '12.25');
    await user.tab();
    expect([min.value, field('Не более, %').value]).toEqual(['1,5', '12,25']);
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: { min: 1.5, max: 12.25, ptype: 'ctr', skip_prob: 10, skip_mode: 'random' } });
  });

  it('loads a malformed value as empty, shows the server\'s error under its field, is saved by the page with hideSaveButton', async () => {
    allowConsoleErrors(/./);
    const { node } = renderScreen(<OptionCtrScreen hideSaveButton />, { at: `${PATH}/?id=3`, entry: 'option-ctr' });
    expect((await screen.findByLabelText<HTMLInputElement>('Не менее, %')).value).toBe('');
    expect(field('Показатель').value).toBe('ctr');
    fill('Вероятность пропуска, %', '100');
    const { answers, save: pageSave } = islandSave(node);
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }]));
    expect(field('Вероятность пропуска, %')).toHaveAccessibleDescription(CTR_ALWAYS_SKIPPED);
    fill('Вероятность пропуска, %', '99.99');
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }, { ok: true }]));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: { min: null, max: null, ptype: 'ctr', skip_prob: 99.99, skip_mode: 'random' } });
  });
});

describe('OptionCtrScreen round trip (issue 41)', () => {
  it("keeps the value's keys it does not own when edited and saved", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=7`);
    const store = optionCtrStore({ option: readOption({ status: 1, params: { value: { min: 0.5, max: 7.25, ptype: 'ctr', skip_prob: 10, skip_mode: 'random', zz_keep: 'как есть' } } }) });
    const stop = store.start();
    await when(() => store.loadState === 'ready');
    store.set('min', '1');
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PATH).body).toMatchObject({ status: 1, value: { min: 1, zz_keep: 'как есть' } });
    stop();
  });
});
