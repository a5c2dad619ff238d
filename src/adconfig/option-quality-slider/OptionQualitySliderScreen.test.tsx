import { when } from 'mobx';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { allowConsoleErrors, backend } from '@test/setup';
import { islandSave } from '@test/islandSave';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { OptionQualitySliderScreen, optionQualitySliderStore } from './OptionQualitySliderScreen';

const PATH = '/options/quality-slider';
const handle = (end: 'от' | 'до') => screen.getByLabelText(`Качество трафика: ${end}`);
const key = (end: 'от' | 'до', name: string) => fireEvent.keyDown(handle(end), { key: name });

describe('OptionQualitySliderScreen', () => {
  it('moves the handles by keys without crossing them and saves {min, max}', async () => {
    renderScreen(<OptionQualitySliderScreen />, { at: `${PATH}/?id=1`, entry: 'option-quality-slider' });
    expect(await screen.findByText('20 – 85')).toBeInTheDocument();
    key('от', 'PageUp');
    key('от', 'ArrowRight');
    expect(handle('от')).toHaveAttribute('aria-valuenow', '31');
    key('до', 'Home');
    expect(handle('до')).toHaveAttribute('aria-valuenow', '31');
    key('до', 'ArrowLeft');
    expect(handle('до')).toHaveAttribute('aria-valuenow', '31');
    key('до', 'End');
    key('до', 'PageDown');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: { min: 31, max: 90 } });
  });

  it('is locked with "Таргет не включен" while off; an absurd value is clamped; a failed save keeps the range; saved by the page', async () => {
    allowConsoleErrors(/./);
    const { node, user } = renderScreen(<OptionQualitySliderScreen hideSaveButton />, { at: `${PATH}/?id=3`, entry: 'option-quality-slider' });
    expect(await screen.findByText('0 – 100')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Статус таргета: Включен'));
    expect(handle('от')).toHaveAttribute('aria-disabled', 'true');
    expect(handle('от')).toHaveAccessibleDescription('Таргет не включен');
    key('от', 'End');
    expect(handle('от')).toHaveAttribute('aria-valuenow', '0');
    await user.click(screen.getByLabelText('Статус таргета: Выключен'));
    key('от', 'ArrowUp');
    const { answers, save: pageSave } = islandSave(node);
    backend.fail('POST', PATH, { success: false, message: 'Сервис недоступен' }, 500);
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }]));
    expect(handle('от')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('Есть несохранённые изменения')).toBeVisible();
    backend.fail('POST', PATH, { success: true, data: null });
    pageSave();
    await waitFor(() => expect(answers).toEqual([{ ok: false }, { ok: true }]));
    expect(backend.last('POST', PATH).body).toEqual({ status: 1, value: { min: 1, max: 100 } });
  });
});

describe('OptionQualitySliderScreen round trip (issue 41)', () => {
  it("keeps the value's keys it does not own when edited and saved", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=7`);
    const store = optionQualitySliderStore({ option: readOption({ status: 1, params: { value: { min: 20, max: 85, zz_keep: 'как есть' } } }) });
    const stop = store.start();
    await when(() => store.loadState === 'ready');
    store.setValue({ min: 30, max: 85 });
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PATH).body).toMatchObject({ status: 1, value: { min: 30, max: 85, zz_keep: 'как есть' } });
    stop();
  });
});
