import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ORD_ID_BAD } from '@fixtures/server/routes/option-ord-ids';
import { answerConfirm } from '@test/dialogs';
import { allowConsoleErrors, backend } from '@test/setup';
import { islandSave } from '@test/islandSave';
import { fieldLabelled as field, fillField as fill } from '@test/queries';
import { renderScreen } from '@test/render';
import { OptionOrdIdsScreen } from './OptionOrdIdsScreen';

const PATH = '/options/ord-ids';
const save = () => fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));

describe('OptionOrdIdsScreen', () => {
  it('has no status; edits the ids, refuses a repeated one, asks before a removal and PUTs the items with the entity id', async () => {
    const { user } = renderScreen(<OptionOrdIdsScreen />, { at: `${PATH}/?id=1`, entry: 'option-ord-ids' });
    expect((await screen.findByLabelText<HTMLInputElement>('Идентификатор ОРД 2')).value).toBe('Kra24<b>q7</b>');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText('Таргет не включен')).toBeNull();
    await user.click(screen.getByText('Добавить идентификатор'));
    await user.click(screen.getByText('Добавить идентификатор'));
    fill('Идентификатор ОРД 3', ' Kra23f3VX ');
    save();
    expect(field('Идентификатор ОРД 3')).toHaveAccessibleDescription('Идентификатор уже есть в списке');
    expect(backend.all('PUT', PATH)).toHaveLength(0);
    fill('Идентификатор ОРД 3', 'Kra25new');

    await user.click(screen.getByLabelText('Удалить строку 2: Идентификаторы'));
    expect((await act(() => answerConfirm(true))).message).toBe('Вы уверены?');
    await waitFor(() => expect(field('Идентификатор ОРД 2').value).toBe('Kra25new'));
    save();
    await screen.findByText('Успешно сохранено');
    expect(backend.last('PUT', PATH).body).toEqual({ items: [{ ord_id: 'Kra23f3VX', entity_id: 1 }, { ord_id: 'Kra25new', entity_id: 1 }] });
    expect(backend.last('PUT', PATH).query).toMatchObject({ id: '1' });
  });

  it('says when there are none, shows a refused id under its row, and is saved by the page with hideSaveButton', async () => {
    allowConsoleErrors(/./);
    const { node } = renderScreen(<OptionOrdIdsScreen hideSaveButton />, { at: `${PATH}/?id=3`, entry: 'option-ord-ids' });
    expect(await screen.findByText('Идентификаторы не заданы')).toBeVisible();
    fireEvent.click(screen.getByText('Добавить идентификатор'));
    fill('Идентификатор ОРД 1', 'Kra 1');
    const { answers, save: pageSave } = islandSave(node);
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }]));
    expect(field('Идентификатор ОРД 1')).toHaveAccessibleDescription(ORD_ID_BAD);
    fill('Идентификатор ОРД 1', 'Kra1');
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }, { ok: true }]));
    expect(backend.last('PUT', PATH).body).toEqual({ items: [{ ord_id: 'Kra1', entity_id: 3 }] });
  });
});

describe('OptionOrdIdsScreen server errors (issue 43)', () => {
  it("shows the server's error under the row the user sees when an empty row before it was not sent", async () => {
    allowConsoleErrors(/./);
    renderScreen(<OptionOrdIdsScreen />, { at: `${PATH}/?id=3`, entry: 'option-ord-ids' });
    expect(await screen.findByText('Идентификаторы не заданы')).toBeVisible();
    fireEvent.click(screen.getByText('Добавить идентификатор'));
    fireEvent.click(screen.getByText('Добавить идентификатор'));
    fireEvent.click(screen.getByText('Добавить идентификатор'));
    fill('Идентификатор ОРД 2', 'Kra2');
    fill('Идентификатор ОРД 3', 'Kra 3');
    save();
    await waitFor(() => expect(field('Идентификатор ОРД 3')).toHaveAccessibleDescription(ORD_ID_BAD));
    expect(backend.last('PUT', PATH).body).toEqual({ items: [{ ord_id: 'Kra2', entity_id: 3 }, { ord_id: 'Kra 3', entity_id: 3 }] });
    expect(field('Идентификатор ОРД 2')).not.toHaveAccessibleDescription(ORD_ID_BAD);
  });
});

describe('OptionOrdIdsScreen save answer (A 7: the items as stored; issue 43)', () => {
  it('shows the ids the PUT answered in place of those sent (the empty row gone); an answer without items keeps them', async () => {
    const { user } = renderScreen(<OptionOrdIdsScreen />, { at: `${PATH}/?id=1`, entry: 'option-ord-ids' });
    await screen.findByLabelText('Идентификатор ОРД 2');
    await user.click(screen.getByText('Добавить идентификатор'));
    backend.fail('PUT', PATH, { success: true, data: [{ ord_id: 'KRA-STORED' }] });
    save();
    await screen.findByText('Успешно сохранено');
    await waitFor(() => expect(field('Идентификатор ОРД 1').value).toBe('KRA-STORED'));
    expect(screen.queryByLabelText('Идентификатор ОРД 2')).toBeNull();
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();

    await user.click(screen.getByText('Добавить идентификатор'));
    fill('Идентификатор ОРД 2', 'KRA-NEW');
    backend.fail('PUT', PATH, { success: true, data: [] });
    save();
    await waitFor(() => expect(backend.all('PUT', PATH)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Есть несохранённые изменения')).toBeNull());
    expect(field('Идентификатор ОРД 2').value).toBe('KRA-NEW');
  });
});
