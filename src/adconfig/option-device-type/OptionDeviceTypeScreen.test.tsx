import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { backend } from '@test/setup';
import { islandSave } from '@test/islandSave';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { OptionDeviceTypeScreen, optionDeviceTypeStore } from './OptionDeviceTypeScreen';

const PATH = '/options/device-type';
const DICTIONARY = '/api/hb/option-types/5/values';
const box = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('OptionDeviceTypeScreen', () => {
  it('ticks the device types of the option type\'s dictionary and saves the ids as numbers', async () => {
    const { user } = renderScreen(<OptionDeviceTypeScreen dictionaryUrl="/api/hb/option-types/{option_type_id}/values" optionTypeId={5} />, { at: `${PATH}/?id=1`, entry: 'option-device-type' });
    expect(await screen.findByLabelText('Планшет')).toBeChecked();
    expect(backend.all('GET', DICTIONARY)).toHaveLength(1);
    expect([box('Компьютер').checked, box('Смартфон').checked, box('Смарт-ТВ').checked]).toEqual([true, false, false]);
    await user.click(box('Компьютер'));
    await user.click(box('Смарт-ТВ'));
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [3, 4] });
  });

  it('takes the types from props, loads a malformed value as none, a long list through the tag picker; saved by the page with hideSaveButton', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ id: String(i + 1), name: `Устройство <b>${i + 1}</b>` }));
    const { user, node } = renderScreen(<OptionDeviceTypeScreen deviceTypes={many} hideSaveButton />, { at: `${PATH}/?id=3`, entry: 'option-device-type' });
    const pick = await screen.findByText('Выбрать', { selector: 'button' });
    expect(pick).toHaveAccessibleName('Выбрать 0');
    expect(backend.all('GET', DICTIONARY)).toHaveLength(0);
    expect(screen.getByText('Отмечено: 0')).toBeVisible();
    expect(screen.queryByText('Сохранить', { selector: 'button' })).toBeNull();
    await user.click(pick);
    const dialog = await screen.findByRole('dialog', { name: 'Отметьте теги' });
    fireEvent.change(within(dialog).getByPlaceholderText('Введите имя'), { target: { value: '<b>12' } });
    await user.click(within(dialog).getByLabelText('Устройство <b>12</b>'));
    await user.click(within(dialog).getByText('Закрыть', { selector: '.modal-footer button' }));
    expect(screen.getByText('Устройство <b>12</b>', { selector: 'li' })).toBeVisible();

    const { answers, save: pageSave } = islandSave(node);
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: true }]));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: [12] });
  });

  it('says when there are no device types, and locks the list while off', async () => {
    renderScreen(<OptionDeviceTypeScreen />, { at: `${PATH}/?id=2`, entry: 'option-device-type' });
    expect(await screen.findByText('Типы устройств не заданы')).toBeVisible();
    expect(screen.getByText('Таргет не включен')).toBeVisible();
  });
});

describe('OptionDeviceTypeScreen store', () => {
  const printed = (value: unknown) => readOption({ status: 1, params: { value } });

  it("starts the option type's dictionary with the option, from its store factory (issue 31)", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=1`);
    const stop = optionDeviceTypeStore({ option: printed([1]), dictionaryUrl: '/api/hb/option-types/{option_type_id}/values', optionTypeId: 5 }).start();
    // Nothing is rendered: the store factory alone (as mountIsland calls it before React's first render) sends them.
    await waitFor(() => expect(backend.requests.map((r) => r.path)).toEqual([DICTIONARY]));
    stop();
  });

  it('shows a chosen id the dictionary does not know as unknown and keeps it, and an unknown status as it came (issue 41)', async () => {
    const option = readOption({ status: 'paused', params: { value: [3, 99] } });
    const { user } = renderScreen(<OptionDeviceTypeScreen option={option} dictionaryUrl="/api/hb/option-types/{option_type_id}/values" optionTypeId={5} />, { at: `${PATH}/?id=8`, entry: 'option-device-type' });
    expect(await screen.findByLabelText('Неизвестное значение (99)')).toBeChecked();
    expect(box('Планшет')).toBeChecked();
    await user.click(box('Смартфон'));
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 'paused', value: [3, 99, 2] });
  });
});
