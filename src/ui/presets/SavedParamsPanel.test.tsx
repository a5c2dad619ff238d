import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { presetCalls, SavedParamsStore, templateCalls, type ApplyMode } from '@core/presets';
import { axeProblems } from '@test/axe';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { SavedParamsPanel } from './SavedParamsPanel';

const params = (raw: unknown) => (typeof raw === 'object' && raw !== null ? raw : null);
const PRESETS = '/api/hb/option-type-presets';

describe('SavedParamsPanel', () => {
  it('presets (Enter in the name saves the preset): the list with the personal mark, apply in the chosen mode, save with "Доступен только мне", delete after the question; axe finds nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const applied: Array<[object, ApplyMode]> = [];
    const store = new SavedParamsStore(presetCalls('/api', 3, params), { kind: 'preset', current: () => ({ allow: [4], deny: [] }), apply: (p, mode) => applied.push([p, mode]) });
    const stop = store.start();
    const { container } = render(<SavedParamsPanel store={store} title="Пресеты" />);
    const mine = (await screen.findByText('Мой пресет <b>жирный</b>')).closest('li') as HTMLElement;
    expect(within(mine).getByText('Доступен только мне')).toBeVisible();
    expect(await axeProblems(container)).toEqual([]);

    await user.click(screen.getByLabelText('Объединить'));
    await user.click(screen.getByRole('button', { name: 'Применить «Только Москва»' }));
    expect(applied).toEqual([[{ allow: [1], deny: [] }, 'merge']]);

    await user.click(screen.getByRole('button', { name: 'Сохранить пресет' }));
    expect(screen.getByLabelText('Название')).toHaveAccessibleDescription('Необходимо заполнить название!');
    await user.type(screen.getByLabelText('Название'), 'Восток');
    await user.click(screen.getByLabelText('Доступен только мне'));
    await user.click(screen.getByLabelText('Название'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Восток')).toBeVisible();
    expect(backend.all('POST', PRESETS)).toHaveLength(1);
    expect(backend.last('POST', PRESETS).body).toMatchObject({ name: 'Восток', is_personal: true });

    await user.click(screen.getByRole('button', { name: 'Удалить «Восток»' }));
    await act(() => answerConfirm(true));
    await screen.findByText('Только Москва');
    expect(screen.queryByText('Восток')).toBeNull();
    stop();
  });

  it('templates: "Шаблоны еще не созданы.", no personal mark and no delete', async () => {
    backend.fail('GET', '/templates', { success: true, data: [] });
    const store = new SavedParamsStore(templateCalls({ list: '/templates', save: '/templates' }, params), { kind: 'template', current: () => ({}), apply: () => undefined });
    const stop = store.start();
    render(<SavedParamsPanel store={store} title="Шаблоны" />);
    expect(await screen.findByText('Шаблоны еще не созданы.')).toBeVisible();
    expect(screen.queryByLabelText('Доступен только мне')).toBeNull();
    expect(screen.getByRole('button', { name: 'Сохранить шаблон' })).toBeEnabled();
    stop();
  });
});
