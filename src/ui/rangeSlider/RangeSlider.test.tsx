import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeProblems } from '@test/axe';
import { useState } from 'react';
import { moveEnd, RangeSlider, type Range } from './RangeSlider';

// jsdom has no PointerEvent: a mouse event with a pointer id stands in, as browsers' pointer events are.
if (!('PointerEvent' in window)) {
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventStandIn, configurable: true, writable: true });
}

const changes: Range[] = [];
function Harness({ initial = [20, 60] as Range, disabled = false }: { initial?: Range; disabled?: boolean }) {
  const [value, setValue] = useState<Range>(initial);
  return (
    <RangeSlider
      label="Качество"
      value={value}
      format={(n) => `${n}%`}
      disabled={disabled}
      disabledReason="Таргет не включен"
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}
const low = () => screen.getByRole('slider', { name: 'Качество: от' });
const high = () => screen.getByRole('slider', { name: 'Качество: до' });

beforeEach(() => {
  changes.length = 0;
});

describe('RangeSlider', () => {
  it('two labelled handles whose bounds are each other: 0..100 by default; axe finds nothing, on or off', async () => {
    const { container, rerender } = render(<Harness />);
    expect(await axeProblems(container)).toEqual([]);
    rerender(<Harness key="off" disabled />);
    expect(await axeProblems(container)).toEqual([]);
    rerender(<Harness />);
    expect(screen.getByRole('group', { name: 'Качество' })).toBeVisible();
    expect(low()).toHaveAttribute('aria-valuenow', '20');
    expect(low()).toHaveAttribute('aria-valuemin', '0');
    expect(low()).toHaveAttribute('aria-valuemax', '60');
    expect(low()).toHaveAttribute('aria-valuetext', '20%');
    expect(high()).toHaveAttribute('aria-valuemin', '20');
    expect(high()).toHaveAttribute('aria-valuemax', '100');
  });

  it('keys: arrows by a step, PageUp/PageDown by ten, Home/End to the bound; the handles never cross', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(low());
    low().focus();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(low()).toHaveAttribute('aria-valuenow', '22');
    await user.keyboard('{ArrowLeft}{PageUp}');
    expect(low()).toHaveAttribute('aria-valuenow', '31');
    await user.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}');
    expect(low()).toHaveAttribute('aria-valuenow', '60'); // stopped at the other handle
    await user.keyboard('{Home}');
    expect(low()).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{PageDown}');
    expect(low()).toHaveAttribute('aria-valuenow', '0');
    high().focus();
    await user.keyboard('{End}');
    expect(high()).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}');
    expect(high()).toHaveAttribute('aria-valuenow', '0'); // down to the low handle at 0
    expect(changes.at(-1)).toEqual([0, 0]);
    expect(changes.every(([a, b]) => a <= b)).toBe(true);
  });

  it('a pointer moves the nearer handle to where it is pressed and dragged', () => {
    render(<Harness />);
    const track = low().parentElement as HTMLElement;
    track.getBoundingClientRect = () => ({ left: 100, width: 200, top: 0, height: 20, right: 300, bottom: 20, x: 100, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(track, { clientX: 280, pointerId: 1 }); // 90: nearer the high handle
    expect(high()).toHaveAttribute('aria-valuenow', '90');
    fireEvent.pointerMove(track, { clientX: 120, pointerId: 1 }); // dragged below the low handle: stops there
    expect(high()).toHaveAttribute('aria-valuenow', '20');
    fireEvent.pointerUp(track, { pointerId: 1 });
    fireEvent.pointerMove(track, { clientX: 300, pointerId: 1 });
    expect(high()).toHaveAttribute('aria-valuenow', '20');
  });

  it('disabled: says why, no handle in the tab order, keys and pointer do nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness disabled />);
    expect(low()).toHaveAttribute('aria-disabled', 'true');
    expect(low()).toHaveAccessibleDescription('Таргет не включен');
    expect(low()).toHaveAttribute('tabindex', '-1');
    low().focus();
    await user.keyboard('{End}');
    fireEvent.pointerDown(low().parentElement as HTMLElement, { clientX: 5 });
    expect(changes).toEqual([]);
  });

  it('moveEnd snaps to the step within the bounds and keeps low ≤ high', () => {
    expect(moveEnd([10, 50], 0, 33.4, 0, 100, 5)).toEqual([35, 50]);
    expect(moveEnd([10, 50], 1, -3, 0, 100, 1)).toEqual([10, 10]);
    expect(moveEnd([10, 50], 1, 1000, 0, 100, 1)).toEqual([10, 100]);
  });
});
