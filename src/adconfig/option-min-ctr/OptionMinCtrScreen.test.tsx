import { when } from 'mobx';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { islandSave } from '@test/islandSave';
import { fieldLabelled as field, fillField as fill } from '@test/queries';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { OptionMinCtrScreen, optionMinCtrStore } from './OptionMinCtrScreen';

const PATH = '/options/min-ctr';

describe('OptionMinCtrScreen', () => {
  it('requires the minimum, checks percents, sends numbers with commas as dots and an empty target as null', async () => {
    renderScreen(<OptionMinCtrScreen />, { at: `${PATH}/?id=1`, entry: 'option-min-ctr' });
    // Number inputs show ru-RU once left (issue 44).
    expect((await screen.findByLabelText<HTMLInputElement>('Минимум, %')).value).toBe('0,8');
    expect([field('Целевой ETR, %').value, field('Показатель').value]).toEqual(['1,5', 'ctr']);
    fill('Минимум, %', '');
    fill('Целевой ETR, %', '1,234');
    fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));
    expect(field('Минимум, %')).toHaveAccessibleDescription('Обязательное поле');
    expect(field('Целевой ETR, %')).toHaveAccessibleDescription('% число от 0 до 100!');
    expect(backend.all('POST', PATH)).toHaveLength(0);
    fill('Минимум, %', '0,45');
    fill('Целевой ETR, %', '');
    fireEvent.change(field('Показатель'), { target: { value: 'vtr' } });
    fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: { min_ctr: 0.45, type: 'vtr', target_etr: null } });
  });

  it("takes percents typed the Russian way ('1,5'), shows them in ru-RU once left, saves them as numbers (issue 44)", async () => {
    const { user } = renderScreen(<OptionMinCtrScreen />, { at: `${PATH}/?id=1`, entry: 'option-min-ctr' });
    const min = await screen.findByLabelText<HTMLInputElement>('Минимум, %');
    expect(min).toHaveAttribute('inputmode', 'decimal');
    await user.clear(min);
    await user.type(min, '1,5');
    await user.clear(field('Целевой ETR, %'));
    await user.type(field('Целевой ETR, %'), '12.25');
    await user.tab();
    expect([min.value, field('Целевой ETR, %').value]).toEqual(['1,5', '12,25']);
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: { min_ctr: 1.5, type: 'ctr', target_etr: 12.25 } });
  });

  it('loads a malformed value as empty, checks nothing while off, and is saved by the page with hideSaveButton', async () => {
    const { node, user } = renderScreen(<OptionMinCtrScreen hideSaveButton />, { at: `${PATH}/?id=3`, entry: 'option-min-ctr' });
    expect((await screen.findByLabelText<HTMLInputElement>('Минимум, %')).value).toBe('');
    await user.click(screen.getByLabelText('Статус таргета: Включен'));
    expect(field('Минимум, %')).toBeDisabled();
    const { answers, save: pageSave } = islandSave(node);
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: true }]));
    // Issue 41: the malformed value was not edited, only the status switched: it goes back exactly as it came.
    expect(backend.last('POST', PATH).body).toEqual({ status: 0, value: 'повреждённое значение' });
  });
});

describe('OptionMinCtrScreen round trip (issue 41)', () => {
  it("keeps the value's keys it does not own when edited and saved", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=7`);
    const store = optionMinCtrStore({ option: readOption({ status: 1, params: { value: { min_ctr: 0.8, type: 'ctr', target_etr: 1.5, zz_keep: 'как есть' } } }) });
    const stop = store.start();
    await when(() => store.loadState === 'ready');
    store.set('min_ctr', '1');
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PATH).body).toMatchObject({ status: 1, value: { min_ctr: 1, zz_keep: 'как есть' } });
    stop();
  });
});

describe('OptionMinCtrScreen switched on and saved (the probe that saw no POST)', () => {
  it('an option printed off, switched on and saved, is POSTed with status 1 and its value', async () => {
    const option = readOption({ status: 0, params: { value: { min_ctr: 40, type: 'viewed', target_etr: null } } });
    const { user } = renderScreen(<OptionMinCtrScreen option={option} />, { at: `${PATH}/?id=2`, entry: 'option-min-ctr' });
    expect(await screen.findByLabelText('Минимум, %')).toBeDisabled();
    await user.click(screen.getByLabelText('Статус таргета: Выключен'));
    expect(field('Минимум, %')).toBeEnabled();
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.all('POST', PATH)).toHaveLength(1);
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: { min_ctr: 40, type: 'viewed', target_etr: null } });
  });

  it('a new object switched on and saved with no minimum says why where the operator is, then POSTs once it is typed', async () => {
    const { user } = renderScreen(<OptionMinCtrScreen />, { at: `${PATH}/?id=500`, entry: 'option-min-ctr' });
    expect(await screen.findByLabelText('Минимум, %')).toBeDisabled();
    await user.click(screen.getByLabelText('Статус таргета: Выключен'));
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    // The minimum is required (a target on without its minimum means nothing): refused, the field focused.
    await waitFor(() => expect(field('Минимум, %')).toHaveFocus());
    expect(field('Минимум, %')).toHaveAccessibleDescription('Обязательное поле');
    expect(backend.all('POST', PATH)).toHaveLength(0);
    await user.type(field('Минимум, %'), '0,6');
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: { min_ctr: 0.6, type: 'ctr', target_etr: null } });
  });
});
