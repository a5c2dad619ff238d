// Issue 32.5: a list answer beyond the shared cap is cut to it, and the console says so.
import { d, LIST_CAP } from '../decode';

describe('the list cap', () => {
  const huge = Array.from({ length: LIST_CAP + 5 }, (_, i) => ({ id: i + 1 }));

  it.each([
    ['list', d.list(d.record({ id: d.id }))],
    ['records', d.records({ id: d.id })],
  ])('d.%s keeps the first LIST_CAP items of a longer answer and warns', (_name, decode) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rows = decode(huge);
    expect(rows).toHaveLength(LIST_CAP);
    expect(rows.at(-1)).toEqual({ id: LIST_CAP });
    expect(warn).toHaveBeenCalledWith(`[api] a list of ${LIST_CAP + 5} items is cut to its first ${LIST_CAP}`);
    warn.mockRestore();
  });

  it('leaves a list at the cap whole, without a word', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(d.list(d.text)(huge.slice(0, LIST_CAP).map(String))).toHaveLength(LIST_CAP);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
