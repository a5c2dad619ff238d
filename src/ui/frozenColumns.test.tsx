import { render } from '@testing-library/react';
import { useRef } from 'react';
import { BOX_WIDTH_VAR, useFrozenColumns } from './frozenColumns';

/** Records the observers a hook makes, to report a size change to them as the browser would. */
function recordObservers(): { fire: () => void; restore: () => void } {
  const callbacks: ResizeObserverCallback[] = [];
  class Recording {
    constructor(callback: ResizeObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  const before = window.ResizeObserver;
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: Recording });
  return {
    fire: () => callbacks.forEach((callback) => callback([], {} as ResizeObserver)),
    restore: () => Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: before }),
  };
}

function Table({ empty }: { empty: boolean }) {
  const ref = useRef<HTMLTableElement>(null);
  useFrozenColumns(ref, 0);
  return (
    <div data-testid="box">
      <table ref={ref} data-testid="table">
        <tbody>
          <tr>
            <td>{empty ? <div className="table-in-view">Нет данных</div> : 'строка'}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

describe('useFrozenColumns: the scroll box width', () => {
  it('is handed to a table only while it has something to keep in view (issue 45: set on the table, it restyles every cell)', () => {
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1300);
    const observers = recordObservers();
    try {
      const { getByTestId, rerender } = render(<Table empty={false} />);
      observers.fire();
      expect(getByTestId('table').style.getPropertyValue(BOX_WIDTH_VAR)).toBe('');
      rerender(<Table empty />);
      // The table's size changes with the message: its observer measures again.
      observers.fire();
      expect(getByTestId('table').style.getPropertyValue(BOX_WIDTH_VAR)).toBe('1300px');
    } finally {
      observers.restore();
      jest.restoreAllMocks();
    }
  });
});
