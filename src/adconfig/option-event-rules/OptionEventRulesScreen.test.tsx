import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { EVENT_RULE_NO_OBJECT } from '@fixtures/server/routes/option-event-rules';
import { answerConfirm } from '@test/dialogs';
import { islandSave } from '@test/islandSave';
import { fieldLabelled as field, fillField as fill } from '@test/queries';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { allowConsoleErrors, backend } from '@test/setup';
import { OptionEventRulesScreen } from './OptionEventRulesScreen';

const PATH = '/options/event-rules';
const save = () => fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));
const choose = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('OptionEventRulesScreen', () => {
  it('loads the format\'s events, asks for what each type needs, names each rule (#N until it has a type) and saves the rules', async () => {
    const { user } = renderScreen(<OptionEventRulesScreen formatId={1} />, { at: `${PATH}/?id=1`, entry: 'option-event-rules' });
    expect(await screen.findByText('Запретить: Событие «Регистрация», Канал #7')).toBeVisible();
    expect(backend.last('GET', '/api/format-events').query).toEqual({ format_id: '1' });
    expect([field('Правило 1: объект').value, field('Правило 1: ID объекта').value]).toEqual(['creative', '15']);
    expect(field('Правило 3: метка').value).toBe('promo <b>весна</b>');
    expect(screen.getByText('Покупка «в один клик» & <b>скидка</b>', { selector: 'option' })).toBeInTheDocument();

    await user.click(screen.getByText('Добавить правило'));
    expect(screen.getByText('#4')).toBeVisible();
    save();
    expect(field('Правило 4: действие')).toHaveAccessibleDescription('Обязательное поле');
    expect(field('Правило 4: тип')).toHaveAccessibleDescription('Обязательное поле');
    choose('Правило 4: тип', 'event');
    expect(screen.queryByLabelText('Правило 4: метка')).toBeNull();
    save();
    expect(field('Правило 4: тип события')).toHaveAccessibleDescription('Обязательное поле');
    expect(field('Правило 4: объект')).toHaveAccessibleDescription('Обязательное поле');
    expect(field('Правило 4: ID объекта')).toHaveAccessibleDescription('Обязательное поле');
    fill('Правило 4: ID объекта', '12a');
    choose('Правило 3: тип', 'label');
    fill('Правило 3: метка', '  ');
    save();
    expect(field('Правило 4: ID объекта')).toHaveAccessibleDescription('Поле должно содержать число!');
    expect(field('Правило 3: метка')).toHaveAccessibleDescription('Обязательное поле');
    expect(backend.all('POST', PATH)).toHaveLength(0);

    fill('Правило 3: метка', ' summer ');
    choose('Правило 4: действие', '0');
    choose('Правило 4: тип события', '15');
    choose('Правило 4: объект', 'campaign');
    fill('Правило 4: ID объекта', '42');
    expect(screen.getByText('Запретить: Событие «Покупка «в один клик» & <b>скидка</b>», Кампания #42')).toBeVisible();
    await user.click(screen.getByLabelText('Удалить строку 1: Правила'));
    expect((await act(() => answerConfirm(true))).message).toBe('Вы уверены?');
    await waitFor(() => expect(field('Правило 1: тип').value).toBe('event'));
    save();
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      value: [
        { allow: false, type: 'event', label: null, event_type_id: 12, object: 'channel', id: 7, name: 'Запретить: Событие «Регистрация», Канал #7' },
        { allow: true, type: 'label', label: 'summer', event_type_id: null, object: null, id: null, name: 'Разрешить: Метка «summer»' },
        { allow: false, type: 'event', label: null, event_type_id: 15, object: 'campaign', id: 42, name: 'Запретить: Событие «Покупка «в один клик» & <b>скидка</b>», Кампания #42' },
      ],
    });
  });

  it('says when there are none, takes the event types from props, shows the server\'s error under its row, and is saved by the page with hideSaveButton', async () => {
    allowConsoleErrors(/./);
    const { node } = renderScreen(<OptionEventRulesScreen hideSaveButton eventTypes={[{ id: '5', name: 'Звонок' }]} />, { at: `${PATH}/?id=3`, entry: 'option-event-rules' });
    expect(await screen.findByText('Правила еще не заданы')).toBeVisible();
    expect(backend.all('GET', '/api/format-events')).toHaveLength(0);
    fireEvent.click(screen.getByText('Добавить правило'));
    choose('Правило 1: действие', '1');
    choose('Правило 1: тип', 'impression');
    choose('Правило 1: объект', 'channel');
    fill('Правило 1: ID объекта', '2000000000');
    const { answers, save: pageSave } = islandSave(node);
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }]));
    expect(field('Правило 1: ID объекта')).toHaveAccessibleDescription(EVENT_RULE_NO_OBJECT);
    fill('Правило 1: ID объекта', '9');
    choose('Правило 1: тип', 'event');
    expect(screen.getByText('Звонок', { selector: 'option' })).toBeInTheDocument();
    choose('Правило 1: тип события', '5');
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }, { ok: true }]));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [{ allow: true, type: 'event', label: null, event_type_id: 5, object: 'channel', id: 9, name: 'Разрешить: Событие «Звонок», Канал #9' }] });
  });
});

describe('OptionEventRulesScreen round trip (issue 41)', () => {
  it('keeps what each rule came with beside its own fields when the rules are edited and saved', async () => {
    const option = readOption({ status: 1, params: { value: [{ allow: true, type: 'click', label: null, event_type_id: null, object: 'creative', id: 15, name: 'n', weight: 3 }, { allow: false, type: 'label', label: 'promo', event_type_id: null, object: null, id: null, name: 'm', note: { by: 'импорт' } }] } });
    renderScreen(<OptionEventRulesScreen option={option} />, { at: `${PATH}/?id=7`, entry: 'option-event-rules' });
    await screen.findByLabelText('Правило 1: ID объекта');
    fill('Правило 1: ID объекта', '16');
    save();
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      value: [
        { allow: true, type: 'click', label: null, event_type_id: null, object: 'creative', id: 16, name: 'Разрешить: Клик, Креатив #16', weight: 3 },
        { allow: false, type: 'label', label: 'promo', event_type_id: null, object: null, id: null, name: 'Запретить: Метка «promo»', note: { by: 'импорт' } },
      ],
    });
  });
});
