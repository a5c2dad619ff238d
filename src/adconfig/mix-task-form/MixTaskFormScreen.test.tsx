import { screen, waitFor, within } from '@testing-library/react';
import { pageNavigation } from '@core/navigate';
import { MIX_RULE_TYPES } from '@fixtures/server/routes/shared/mixTasks';
import { backend } from '@test/setup';
import { renderScreen } from '@test/render';
import { MixTaskFormScreen } from './MixTaskFormScreen';
import { ruleTypesOf } from './ruleTypes';

const BASE = '/preferences/mix-tasks';
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const box = (name: string) => screen.getByRole('textbox', { name });
/** The rule types the stand-in's page prints (templates/mix-task-form.html), as the legacy page did. */
const PRINTED_TYPES = ruleTypesOf(MIX_RULE_TYPES);

describe('MixTaskFormScreen', () => {
  it('create: the rules are locked until the task exists; required fields are marked; the save goes to the edit page', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderScreen(<MixTaskFormScreen />, { at: `${BASE}/create`, entry: 'mix-task-form' });
    expect(screen.getByRole('heading', { name: 'Новая задача миксования' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Запустить' })).toBeNull();
    await user.click(tab(/^Правила$/));
    expect(screen.getByText('Правила можно задать после создания задачи: сохраните её.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Добавить правило' })).toBeNull();

    await user.click(button('Сохранить'));
    expect(await screen.findByText('Обнаружены ошибки на вкладках: Основное')).toBeVisible();
    expect(window.location.hash).toBe('');
    expect(screen.getByText('Поле Название обязательно для заполнения!')).toBeVisible();
    await waitFor(() => expect(box('Название')).toHaveFocus());
    await user.type(box('Название'), 'Ночной микс');
    await user.type(box('Лимит'), '500');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(button('Сохранить'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${BASE}/65/edit`));
    expect(backend.last('POST', BASE).body).toEqual({ name: 'Ночной микс', to_mix: 500, to_mix_daily: null, task: [], status: 'new' });
  });

  it("edit: an unknown rule type says 'Type {id} not found!'; rules added and removed by their buttons; the server's rule error under its rule; Run saves at once; delete asks", async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderScreen(<MixTaskFormScreen ruleTypes={PRINTED_TYPES} />, { at: `${BASE}/7/edit#rules`, entry: 'mix-task-form' });
    expect(await screen.findByRole('heading', { name: /^Задача миксования №7: Спортивные площадки/ })).toBeVisible();
    expect(screen.getByText('Type legacy_rule not found!')).toBeVisible();
    expect(screen.getByText('В работе')).toHaveClass('badge');
    expect(button('Остановить')).toBeEnabled();
    expect(button('В архив')).toBeDisabled();

    // The hours rule's two fields, as an operator reads them (not 'По час'); taken away again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Тип правила' }), 'hours');
    await user.click(button('Добавить правило'));
    const hours = screen.getByRole('listitem', { name: '2. Часы показа' });
    expect(within(hours).getByRole('textbox', { name: 'С часа (правило 2)' })).toBeVisible();
    expect(within(hours).getByRole('textbox', { name: 'До часа (включительно) (правило 2)' })).toBeVisible();
    await user.click(button('Удалить правило 2: Часы показа'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Тип правила' }), 'channels');
    await user.click(button('Добавить правило'));
    const added = screen.getByRole('listitem', { name: '2. Каналы' });
    await user.type(within(added).getByRole('textbox', { name: 'ID каналов (правило 2)' }), '12, 666');
    await user.click(button('Удалить правило 1: legacy_rule'));
    expect(screen.queryByText('Type legacy_rule not found!')).toBeNull();
    await user.click(button('Сохранить'));
    expect(await screen.findByText('Канал 666 не найден')).toBeVisible();
    expect(within(screen.getByRole('listitem', { name: '1. Каналы' })).getByRole('textbox', { name: 'ID каналов (правило 1)' })).toHaveValue('12, 666');
    expect(tab(/^Правила \(есть ошибки\)$/)).toHaveAttribute('aria-selected', 'true');

    await user.clear(box('ID каналов (правило 1)'));
    await user.type(box('ID каналов (правило 1)'), '12');
    await user.click(button('Остановить'));
    await waitFor(() => expect(button('Запустить')).toBeEnabled());
    expect(backend.last('PUT', `${BASE}/7`).body).toMatchObject({ status: 'new', task: [{ type: 'channels', args: { ids: [12] } }] });
    expect(screen.getByText('Новая')).toHaveClass('badge');
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();

    await user.click(button('Удалить'));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление задачи «Спортивные площадки»' });
    expect(within(dialog).getByText('Вы уверены?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(BASE));
    expect(backend.all('DELETE', `${BASE}/7`)).toHaveLength(1);
  });

  it('offers the rule types the props describe (no rule_types in the answer) and edits their args', async () => {
    const ruleTypes = [{ id: 'geo', title: 'Регион', args: [{ key: 'region', label: 'Код региона', type: 'text' }] }];
    const { user } = renderScreen(<MixTaskFormScreen ruleTypes={ruleTypesOf(ruleTypes)} />, { at: `${BASE}/7/edit#rules`, entry: 'mix-task-form' });
    const select = await screen.findByRole('combobox', { name: 'Тип правила' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Выберите тип', 'Регион']);
    await user.selectOptions(select, 'geo');
    await user.click(button('Добавить правило'));
    expect(await screen.findByRole('textbox', { name: /^Код региона \(правило \d+\)/ })).toBeVisible();
  });

  it("without rule types from the page or the answer says 'Правила не зарегистрированы.', invents none, and sends the rules back as loaded", async () => {
    const { user } = renderScreen(<MixTaskFormScreen />, { at: `${BASE}/6/edit#rules`, entry: 'mix-task-form' });
    expect(await screen.findByText('Правила не зарегистрированы.')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Тип правила' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить правило' })).toBeNull();
    expect(screen.getByText('Type channels not found!')).toBeVisible();
    expect(screen.getByText('Type share not found!')).toBeVisible();
    await user.click(tab(/^Основное$/));
    await user.clear(box('Название'));
    await user.type(box('Название'), 'Микс без типов');
    await user.click(button('Сохранить'));
    await waitFor(() => expect(backend.all('PUT', `${BASE}/6`)).toHaveLength(1));
    expect(backend.last('PUT', `${BASE}/6`).body).toMatchObject({
      name: 'Микс без типов',
      task: [
        { type: 'channels', args: { ids: [106, 206] }, id: 'r6a' },
        { type: 'share', args: { percent: 70 }, id: 'r6b' },
      ],
    });
  });
});
