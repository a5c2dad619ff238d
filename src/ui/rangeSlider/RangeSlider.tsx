import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import './rangeSlider.css';

/** The two ends of the range, low ≤ high. */
export type Range = readonly [number, number];

export interface RangeSliderProps {
  /** What the range is of ('Качество трафика'): the group's name; each handle is '{label}: от' / '{label}: до'. */
  label: string;
  value: Range;
  onChange(value: Range): void;
  min?: number;
  max?: number;
  step?: number;
  /** How a value reads to a screen reader and beside the slider (default: the number). */
  format?(value: number): string;
  disabled?: boolean;
  /** Why it is disabled ('Таргет не включен', A 4): the tooltip and the handles' description. */
  disabledReason?: string;
}

type End = 0 | 1;

/** `value` put on the step grid within [min, max]. */
function snap(value: number, min: number, max: number, step: number): number {
  const stepped = Math.round((value - min) / step) * step + min;
  return Math.min(max, Math.max(min, Number(stepped.toFixed(10))));
}

/** The range with one end moved to `to`: never past the other end (the handles never cross). */
export function moveEnd(range: Range, end: End, to: number, min: number, max: number, step: number): Range {
  const next = snap(to, min, max, step);
  return end === 0 ? [Math.min(next, range[1]), range[1]] : [range[0], Math.max(next, range[0])];
}

/**
 * A two-handle range slider (A 9 quality slider: 0..100, the handles never cross). Each handle is an ARIA
 * slider of its own (`aria-valuenow`, its bounds the other handle's value), named '{label}: от' / 'до';
 * keys: arrows by a step, PageUp / PageDown by ten steps, Home / End to its furthest bound. A pointer moves
 * the nearer handle. Disabled, it says why (`disabledReason`) and takes no input.
 */
export function RangeSlider({ label, value, onChange, min = 0, max = 100, step = 1, format = String, disabled = false, disabledReason }: RangeSliderProps) {
  const id = useId();
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef<End | null>(null);
  const [low, high] = [snap(Math.min(value[0], value[1]), min, max, step), snap(Math.max(value[0], value[1]), min, max, step)];
  const percent = (n: number) => (max === min ? 0 : ((n - min) / (max - min)) * 100);

  const set = (end: End, to: number) => {
    const next = moveEnd([low, high], end, to, min, max, step);
    if (next[0] !== low || next[1] !== high) onChange(next);
  };

  const onKey = (end: End) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const current = end === 0 ? low : high;
    const big = step * 10;
    const to: Record<string, number> = {
      ArrowLeft: current - step,
      ArrowDown: current - step,
      ArrowRight: current + step,
      ArrowUp: current + step,
      PageDown: current - big,
      PageUp: current + big,
      Home: end === 0 ? min : low,
      End: end === 0 ? high : max,
    };
    if (!(event.key in to)) return;
    event.preventDefault();
    set(end, to[event.key]);
  };

  const valueAt = (clientX: number): number | null => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width === 0 || !Number.isFinite(clientX)) return null;
    return min + ((clientX - box.left) / box.width) * (max - min);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    const at = valueAt(event.clientX);
    if (at === null) return;
    // The nearer handle moves; between equal handles, the one on the side of the pointer.
    const end: End = Math.abs(at - low) < Math.abs(at - high) || (low === high && at < low) ? 0 : 1;
    dragging.current = end;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="slider"]')[end]?.focus();
    set(end, at);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === null) return;
    const at = valueAt(event.clientX);
    if (at !== null) set(dragging.current, at);
  };
  const stop = () => {
    dragging.current = null;
  };

  const handle = (end: End) => {
    const now = end === 0 ? low : high;
    return (
      <div
        role="slider"
        tabIndex={disabled ? -1 : 0}
        className="range-slider-handle"
        style={{ left: `${percent(now)}%` }}
        aria-label={`${label}: ${end === 0 ? 'от' : 'до'}`}
        aria-valuemin={end === 0 ? min : low}
        aria-valuemax={end === 0 ? high : max}
        aria-valuenow={now}
        aria-valuetext={format(now)}
        aria-orientation="horizontal"
        aria-disabled={disabled || undefined}
        aria-describedby={disabled && disabledReason ? `${id}-why` : undefined}
        onKeyDown={onKey(end)}
      />
    );
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="mb-3" title={disabled ? disabledReason : undefined}>
      <div className="d-flex justify-content-between">
        <span id={`${id}-label`} className="form-label mb-0">
          {label}
        </span>
        <output className="text-body-secondary" aria-hidden="true">
          {format(low)} – {format(high)}
        </output>
      </div>
      <div ref={track} className={`range-slider${disabled ? ' is-disabled' : ''}`} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={stop} onPointerCancel={stop}>
        <div className="range-slider-track" />
        <div className="range-slider-span" style={{ left: `${percent(low)}%`, width: `${percent(high) - percent(low)}%` }} />
        {handle(0)}
        {handle(1)}
      </div>
      {disabled && disabledReason && (
        <div id={`${id}-why`} className="form-text">
          {disabledReason}
        </div>
      )}
    </div>
  );
}
