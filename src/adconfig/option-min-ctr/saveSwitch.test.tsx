// Issue 43: the path from the status switch to the save request of option-min-ctr (the probe that saw no POST),
// through each way the page can save it: the editor's own button, the page's island:save, props.url with PUT,
// and an option printed without a status (never loaded as off, never sent as 0).
import { screen, waitFor } from '@testing-library/react';
import { readOption } from '@core/option';
import { islandSave } from '@test/islandSave';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { OptionMinCtrScreen } from './OptionMinCtrScreen';

const PATH = '/options/min-ctr';
const VALUE = { min_ctr: 40, type: 'viewed', target_etr: null };

describe('option-min-ctr: switched, then saved', () => {
  it('an option the page did not print (asked with the GET) switched on is POSTed by the page\'s island:save with status 1', async () => {
    const { user, node } = renderScreen(<OptionMinCtrScreen hideSaveButton />, { at: `${PATH}/?id=2`, entry: 'option-min-ctr' });
    expect(await screen.findByLabelText('Минимум, %')).toBeDisabled();
    await user.click(screen.getByLabelText('Статус таргета: Выключен'));
    expect(screen.getByLabelText('Статус таргета: Включен')).toBeChecked();
    const { answers, save } = islandSave(node);
    save();
    await waitFor(() => expect(answers).toEqual([{ ok: true }]));
    expect(backend.all('POST', PATH)).toHaveLength(1);
    expect(backend.last('POST', PATH).query).toEqual({ id: '2' });
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: VALUE });
  });

  it('switched on, off and on again, PUTs status 1 with the value as it was to props.url, nothing to the page', async () => {
    const option = readOption({ status: 0, params: { value: VALUE } });
    const { user } = renderScreen(<OptionMinCtrScreen option={option} url={`${PATH}/?id=2`} method="PUT" />, { at: '/campaigns/7/edit', entry: 'option-min-ctr' });
    await user.click(await screen.findByLabelText('Статус таргета: Выключен'));
    await user.click(screen.getByLabelText('Статус таргета: Включен'));
    await user.click(screen.getByLabelText('Статус таргета: Выключен'));
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.all('POST', PATH)).toHaveLength(0);
    expect(backend.last('PUT', PATH).body).toEqual({ status: 1, value: VALUE });
  });

  it('printed without a status: not shown off nor locked, and saved untouched it sends no status', async () => {
    const option = readOption({ params: { value: VALUE } });
    const { user } = renderScreen(<OptionMinCtrScreen option={option} />, { at: `${PATH}/?id=2`, entry: 'option-min-ctr' });
    expect(await screen.findByLabelText('Минимум, %')).toBeEnabled();
    expect(screen.queryByLabelText('Статус таргета: Выключен')).toBeNull();
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ value: VALUE });
  });

  it('printed without a status and switched on, it POSTs status 1', async () => {
    const option = readOption({ params: { value: VALUE } });
    const { user } = renderScreen(<OptionMinCtrScreen option={option} />, { at: `${PATH}/?id=2`, entry: 'option-min-ctr' });
    await user.click(await screen.findByLabelText(/^Статус таргета: Статус не известен/));
    expect(screen.getByLabelText('Статус таргета: Включен')).toBeChecked();
    await user.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: VALUE });
  });
});
