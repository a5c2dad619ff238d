import { fireEvent, screen, waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { islandSave } from '@test/islandSave';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { OptionSingleSelectScreen, optionSingleSelectStore } from './OptionSingleSelectScreen';

const PATH = '/options/single-select';
const CHOICES = [{ id: '1', name: 'Windows' }, { id: '3', name: 'Linux' }, { id: '5', name: 'iOS <b>17+</b>' }];
const select = () => screen.getByLabelText<HTMLSelectElement>('Значение');

describe('OptionSingleSelectScreen', () => {
  it('shows the saved id among the choices, saves another as a number and none as null', async () => {
    const { user } = renderScreen(<OptionSingleSelectScreen title="Операционная система" choices={CHOICES} />, { at: `${PATH}/?id=1`, entry: 'option-single-select' });
    expect(await screen.findByText('Операционная система')).toBeVisible();
    expect(select().value).toBe('3');
    expect(screen.getByText('iOS <b>17+</b>', { selector: 'option' })).toBeInTheDocument();
    fireEvent.change(select(), { target: { value: '5' } });
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: 5 });
    fireEvent.change(select(), { target: { value: '' } });
    expect(screen.getByText('—', { selector: 'option' })).toBeInTheDocument();
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(backend.all('POST', PATH)).toHaveLength(2));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: null });
  });

  it('keeps a saved id the list does not know, reads the dictionary when props carry no choices, and is saved by the page', async () => {
    backend.fail('GET', '/api/hb/option-types/6/values', { success: true, data: [{ id: 1, name: 'Windows' }] });
    const { user, node } = renderScreen(<OptionSingleSelectScreen dictionaryUrl="/api/hb/option-types/{option_type_id}/values" optionTypeId={6} hideSaveButton />, { at: `${PATH}/?id=2`, entry: 'option-single-select' });
    expect(await screen.findByText('Одиночный выбор')).toBeVisible();
    expect(await screen.findByText('Неизвестное значение (99)')).toBeInTheDocument();
    expect(select().value).toBe('99');
    expect(select()).toBeDisabled();
    await user.click(screen.getByLabelText('Статус таргета: Выключен'));
    const { answers, save: pageSave } = islandSave(node);
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: true }]));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: 99 });
  });

  it('loads a malformed value as none', async () => {
    renderScreen(<OptionSingleSelectScreen choices={CHOICES} />, { at: `${PATH}/?id=3`, entry: 'option-single-select' });
    await screen.findByText('Одиночный выбор');
    expect(select().value).toBe('');
  });
});

describe('OptionSingleSelectScreen store', () => {
  const printed = (value: unknown) => readOption({ status: 1, params: { value } });

  it("starts the option type's dictionary with the option, from its store factory (issue 31)", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=1`);
    const stop = optionSingleSelectStore({ option: printed(1), dictionaryUrl: '/api/hb/option-types/{option_type_id}/values', optionTypeId: 6 }).start();
    // Nothing is rendered: the store factory alone (as mountIsland calls it before React's first render) sends them.
    await waitFor(() => expect(backend.requests.map((r) => r.path)).toEqual(['/api/hb/option-types/6/values']));
    stop();
  });

  it('keeps a printed value it does not know, and the status as it came, when saved back (issue 41)', async () => {
    const { user } = renderScreen(<OptionSingleSelectScreen option={readOption({ status: 'paused', params: { value: 'zz-9' } })} choices={CHOICES} />, { at: `${PATH}/?id=8`, entry: 'option-single-select' });
    expect(await screen.findByText('Неизвестное значение (zz-9)')).toBeInTheDocument();
    expect(select().value).toBe('zz-9');
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 'paused', value: 'zz-9' });
  });
});
