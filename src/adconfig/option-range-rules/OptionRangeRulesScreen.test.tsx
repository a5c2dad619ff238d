import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RANGE_TOO_BIG } from '@fixtures/server/routes/option-range-rules';
import { answerConfirm } from '@test/dialogs';
import { allowConsoleErrors, backend } from '@test/setup';
import { islandSave } from '@test/islandSave';
import { fieldLabelled as field, fillField as fill } from '@test/queries';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { OptionRangeRulesScreen } from './OptionRangeRulesScreen';

const PATH = '/options/range-rules';
const EVENTS = [{ id: '12', name: 'Регистрация' }, { id: '15', name: 'Покупка <b>в один клик</b>' }];
const save = () => fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));

describe('OptionRangeRulesScreen', () => {
  it('requires numeric bounds (commas as dots) and an event type for events, names each rule and saves the rules', async () => {
    const { user } = renderScreen(<OptionRangeRulesScreen eventTypes={EVENTS} />, { at: `${PATH}/?id=1`, entry: 'option-range-rules' });
    expect(await screen.findByText('Запретить: События «Регистрация» от 0 до 2')).toBeVisible();
    expect(field('Правило 1: от').value).toBe('10');
    expect(field('Правило 2: тип события').value).toBe('12');

    await user.click(screen.getByText('Добавить правило'));
    fireEvent.change(field('Правило 3: показатель'), { target: { value: 'event' } });
    fill('Правило 3: от', 'пять');
    save();
    expect(field('Правило 3: от')).toHaveAccessibleDescription('Поле должно содержать число!');
    expect(field('Правило 3: до')).toHaveAccessibleDescription('Обязательное поле');
    expect(field('Правило 3: тип события')).toHaveAccessibleDescription('Обязательное поле');
    expect(backend.all('POST', PATH)).toHaveLength(0);

    fill('Правило 3: от', '1,5');
    fill('Правило 3: до', '3');
    fireEvent.change(field('Правило 3: тип события'), { target: { value: '15' } });
    fireEvent.change(field('Правило 3: действие'), { target: { value: '0' } });
    expect(screen.getByText('Запретить: События «Покупка <b>в один клик</b>» от 1,5 до 3')).toBeVisible();
    await user.click(screen.getByLabelText('Удалить строку 1: Правила'));
    expect((await act(() => answerConfirm(true))).message).toBe('Вы уверены?');
    await waitFor(() => expect(field('Правило 1: от').value).toBe('0'));
    save();
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      value: [
        { name: 'Запретить: События «Регистрация» от 0 до 2', allow: false, type: 'event', min: 0, max: 2, event_type_id: 12 },
        { name: 'Запретить: События «Покупка <b>в один клик</b>» от 1,5 до 3', allow: false, type: 'event', min: 1.5, max: 3, event_type_id: 15 },
      ],
    });
  });

  it('says when there are none, shows the server\'s error under its row, and is saved by the page with hideSaveButton', async () => {
    allowConsoleErrors(/./);
    const { node } = renderScreen(<OptionRangeRulesScreen hideSaveButton />, { at: `${PATH}/?id=3`, entry: 'option-range-rules' });
    expect(await screen.findByText('Правила еще не заданы')).toBeVisible();
    fireEvent.click(screen.getByText('Добавить правило'));
    fill('Правило 1: от', '0');
    fill('Правило 1: до', '2000000000');
    const { answers, save: pageSave } = islandSave(node);
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }]));
    expect(field('Правило 1: до')).toHaveAccessibleDescription(RANGE_TOO_BIG);
    fill('Правило 1: до', '100');
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }, { ok: true }]));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ name: 'Разрешить: Показы от 0 до 100', allow: true, type: 'displayed', min: 0, max: 100, event_type_id: null }] });
  });
});

describe('OptionRangeRulesScreen save answer (A 7: data, the rules as stored)', () => {
  it('shows the rules the save answered in place of those sent, nothing left unsaved', async () => {
    renderScreen(<OptionRangeRulesScreen eventTypes={EVENTS} />, { at: `${PATH}/?id=1`, entry: 'option-range-rules' });
    expect(await screen.findByText('Запретить: События «Регистрация» от 0 до 2')).toBeVisible();
    backend.fail('POST', PATH, { success: true, data: [{ name: 'Разрешить: События «Покупка <b>в один клик</b>» от 5 до 9', allow: true, type: 'event', min: 5, max: 9, event_type_id: 15 }] });
    save();
    expect(await screen.findByText('Разрешить: События «Покупка <b>в один клик</b>» от 5 до 9')).toBeVisible();
    expect(field('Правило 1: от').value).toBe('5');
    expect(screen.queryByLabelText('Правило 2: от')).toBeNull();
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
  });
});

describe('OptionRangeRulesScreen round trip (issue 41)', () => {
  it('keeps what each rule came with beside its own fields when the rules are edited and saved', async () => {
    const option = readOption({ status: 1, params: { value: [{ name: 'x', allow: true, type: 'displayed', min: 1, max: 5, event_type_id: null, weight: 3 }, { name: 'y', allow: false, type: 'clicked', min: 0, max: 9, event_type_id: null, note: 'ручное' }] } });
    renderScreen(<OptionRangeRulesScreen option={option} eventTypes={EVENTS} />, { at: `${PATH}/?id=7`, entry: 'option-range-rules' });
    await screen.findByLabelText('Правило 2: до');
    fill('Правило 2: до', '10');
    save();
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      value: [
        { name: 'Разрешить: Показы от 1 до 5', allow: true, type: 'displayed', min: 1, max: 5, event_type_id: null, weight: 3 },
        { name: 'Запретить: Клики от 0 до 10', allow: false, type: 'clicked', min: 0, max: 10, event_type_id: null, note: 'ручное' },
      ],
    });
  });
});

describe('OptionRangeRulesScreen numbers in ru-RU (issue 44)', () => {
  it("names a rule with its bounds as ru-RU writes them ('CTR, % от 1,5 до 2,5'), shows a bound in ru-RU once left and reads it back", async () => {
    renderScreen(<OptionRangeRulesScreen />, { at: `${PATH}/?id=3`, entry: 'option-range-rules' });
    expect(await screen.findByText('Правила еще не заданы')).toBeVisible();
    fireEvent.click(screen.getByText('Добавить правило'));
    fireEvent.change(field('Правило 1: показатель'), { target: { value: 'ctr' } });
    fill('Правило 1: от', '1.5');
    fill('Правило 1: до', '2500');
    fireEvent.blur(field('Правило 1: до'));
    expect(field('Правило 1: до').value).toMatch(/^2\s500$/);
    fill('Правило 1: до', '2,5');
    expect(screen.getByText('Разрешить: CTR, % от 1,5 до 2,5')).toBeVisible();
    save();
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ name: 'Разрешить: CTR, % от 1,5 до 2,5', allow: true, type: 'ctr', min: 1.5, max: 2.5, event_type_id: null }] });
  });
});

describe('OptionRangeRulesScreen saved event type the list does not know (issue 43)', () => {
  it('shows it chosen by its id, not the placeholder, and sends it back', async () => {
    renderScreen(<OptionRangeRulesScreen eventTypes={[{ id: '15', name: 'Покупка' }]} />, { at: `${PATH}/?id=1`, entry: 'option-range-rules' });
    const select = await screen.findByLabelText<HTMLSelectElement>('Правило 2: тип события');
    expect(select.value).toBe('12');
    expect(select.selectedOptions[0].textContent).toBe('#12');
    fill('Правило 1: от', '11');
    save();
    await screen.findByText('Успешно сохранено');
    expect((backend.last('POST', PATH).body as { value: Array<{ event_type_id: number | null }> }).value.map((rule) => rule.event_type_id)).toEqual([null, 12]);
  });
});
