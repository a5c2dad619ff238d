import { act, screen } from '@testing-library/react';
import { propsSchema } from '@core/props';
import { laterView } from './laterView';
import { mountIsland } from './mountIsland';

function Bar({ title }: { title: string }) {
  return <nav aria-label={title}>{title}</nav>;
}

/** A promise and the function that resolves it. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('laterView', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    document.body.innerHTML = '<div id="bar"></div>';
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('fetches the view only once `after` has resolved, and the island draws it as soon as it is in', async () => {
    const painted = gate();
    const code = gate();
    const load = jest.fn(() => code.promise.then(() => Bar));
    const bar = laterView(painted.promise, load);
    await act(async () => {
      mountIsland('bar', propsSchema({}), () => <bar.View title="Меню" />, () => null, { renderAfter: bar.ready });
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => painted.open());
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.getElementById('bar')).toBeEmptyDOMElement();
    await act(async () => code.open());
    expect(screen.getByRole('navigation', { name: 'Меню' })).toHaveTextContent('Меню');
    expect(errors).not.toHaveBeenCalled();
  });

  it('a view whose code could not be fetched: `ready` still resolves, and the island says it could not be shown', async () => {
    const bar = laterView<{ title: string }>(Promise.resolve(), () => Promise.reject(new Error('Loading chunk navigation-bar failed')));
    await expect(bar.ready).resolves.toBeUndefined();
    await act(async () => {
      mountIsland('bar', propsSchema({}), () => <bar.View title="Меню" />, () => null, { renderAfter: bar.ready });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Экран не удалось показать');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
