import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashState, oneOf } from '@core/hash';
import { HashTabs, type HashTab } from './HashTabs';

const schema = { t: oneOf(['plan', 'fact', 'archive'] as const, 'plan') };

const TABS: HashTab[] = [
  { key: 'plan', title: 'План', content: () => <p>Плановые показатели</p> },
  { key: 'fact', title: 'Факт', content: () => <p>Фактические показатели</p> },
  { key: 'archive', title: 'Архив', disabled: true, content: () => <p>Архивные показатели</p> },
];

function setup(hash = '') {
  window.history.replaceState(null, '', `/sales/kpi${hash}`);
  const state = new HashState(schema);
  const stop = state.start();
  const view = render(<HashTabs state={state} field="t" tabs={TABS} />);
  return { state, stop, view };
}

describe('HashTabs', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('opens the tab named in the hash, rendering only its content', () => {
    ({ stop } = setup('#t=fact'));
    expect(screen.getByRole('tab', { name: 'Факт' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Фактические показатели')).toBeInTheDocument();
    expect(screen.queryByText('Плановые показатели')).toBeNull();
  });

  it('falls back to the default tab for an unknown hash value', () => {
    ({ stop } = setup('#t=nonsense'));
    expect(screen.getByRole('tab', { name: 'План' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a click writes the tab into the hash as one history entry; Back returns', async () => {
    const user = userEvent.setup();
    ({ stop } = setup());
    const before = window.history.length;
    await user.click(screen.getByRole('tab', { name: 'Факт' }));
    expect(window.location.hash).toBe('#t=fact');
    expect(window.history.length).toBe(before + 1);
    expect(screen.getByText('Фактические показатели')).toBeInTheDocument();

    act(() => window.history.back());
    await waitFor(() => expect(screen.getByText('Плановые показатели')).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'План' })).toHaveAttribute('aria-selected', 'true');
  });

  it('arrow keys move between tabs and skip disabled ones', async () => {
    const user = userEvent.setup();
    let state: HashState<typeof schema>;
    ({ stop, state } = setup());
    await user.click(screen.getByRole('tab', { name: 'План' }));
    await user.keyboard('{ArrowRight}');
    expect(state.values.t).toBe('fact');
    expect(screen.getByRole('tab', { name: 'Факт' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Архив' })).toBeDisabled();
  });

  it('follows the hash when it changes by hand', async () => {
    ({ stop } = setup());
    act(() => {
      window.location.hash = '#t=fact';
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Факт' })).toHaveAttribute('aria-selected', 'true'));
  });
});
