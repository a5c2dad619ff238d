import { autorun, observable, runInAction } from 'mobx';
import { ApiError } from '../apiError';
import { notify } from '../notify';
import { BULK_TEXT, ImageGridStore, type GridList } from '.';

interface Card {
  id: number;
  tags: number[];
}

function makeList(n: number): GridList<Card> & { rows: Card[] } {
  const list = observable({
    rows: Array.from({ length: n }, (_, i) => ({ id: i + 1, tags: [] as number[] })),
    replaceRow(match: (row: Card) => boolean, next: Card) {
      list.rows = list.rows.map((row) => (match(row) ? next : row));
    },
  });
  return list;
}

const grid = (n = 10) => {
  const list = makeList(n);
  return { list, grid: new ImageGridStore(list, (c: Card) => c.id) };
};

describe('ImageGridStore', () => {
  it('moves the cursor by a card and by a row, within the loaded cards', () => {
    const { grid: g } = grid(10);
    g.setColumns(4);
    g.move(1);
    expect(g.cursor.index).toBe(1);
    g.moveRows(1);
    expect(g.cursor.index).toBe(5);
    g.moveRows(1);
    expect(g.cursor.index).toBe(9);
    g.move(-20);
    expect(g.cursor.index).toBe(0);
  });

  it('re-runs only the cards concerned when the cursor moves or a card is checked (per-index and per-key tracking)', () => {
    const { grid: g } = grid(1000);
    const runs = new Array<number>(1000).fill(0);
    const stops = g.list.rows.map((row, i) =>
      autorun(() => {
        g.cursor.isAt(i);
        g.selection.has(row.id);
        runs[i] += 1;
      }),
    );
    runs.fill(0);
    g.move(1);
    g.toggleAtCursor();
    expect(runs.reduce((a, b) => a + b, 0)).toBe(3); // cards 0 and 1 for the move, card 1 for the check
    expect(g.selection.has(2)).toBe(true);
    stops.forEach((stop) => stop());
  });

  it('selects all loaded cards, then none; keeps only loaded keys after a reload and all of them after an append', () => {
    const { list, grid: g } = grid(3);
    const stop = g.start();
    g.toggleAll();
    expect(g.allSelected).toBe(true);
    runInAction(() => list.rows.push({ id: 4, tags: [] }));
    expect(g.selection.keys).toEqual([1, 2, 3]);
    expect(g.someSelected).toBe(true);
    runInAction(() => (list.rows = [{ id: 2, tags: [] }]));
    expect(g.selection.keys).toEqual([2]);
    g.toggleAll();
    expect(g.selection.size).toBe(0);
    stop();
  });

  it('keeps the checks, the cursor and the modal while the first screenful of an answer still arriving shows', () => {
    const list = observable({ ...makeList(5), previewing: false });
    const g = new ImageGridStore<Card, number>(list, (c) => c.id);
    const stop = g.start();
    g.moveTo(4);
    g.toggle(list.rows[4]);
    g.open();
    runInAction(() => {
      list.rows = list.rows.slice(0, 2);
      list.previewing = true;
    });
    expect([g.selection.keys, g.cursor.index, g.modalIndex]).toEqual([[5], 4, 4]);
    runInAction(() => {
      list.rows = [1, 2, 3, 4, 5].map((id) => ({ id, tags: [] }));
      list.previewing = false;
    });
    expect([g.selection.keys, g.cursor.index, g.modalIndex]).toEqual([[5], 4, 4]);
    stop();
  });

  it('opens the modal at the cursor, steps previous / next (not past the ends) with the cursor following', () => {
    const { grid: g } = grid(3);
    g.moveTo(1);
    g.open();
    expect(g.modalRow?.id).toBe(2);
    g.next();
    expect([g.modalIndex, g.hasNext, g.cursor.index]).toEqual([2, false, 2]);
    g.next();
    expect(g.modalIndex).toBe(2);
    g.previous();
    g.previous();
    expect([g.modalIndex, g.hasPrevious]).toEqual([0, false]);
    g.close();
    expect(g.modalRow).toBeUndefined();
  });

  it("bulk: 'Выберите теги!' without tags, 'Выберите изображения!' without checks, else the call and its saved rows", async () => {
    const { list, grid: g } = grid(3);
    const call = jest.fn(async (ids: number[], tags: number[]) => ids.map((id) => ({ id, tags })));
    expect(await g.bulk([], call)).toBe(false);
    expect(notify.dialogs.at(-1)?.message).toBe(BULK_TEXT.noTags);
    expect(await g.bulk([7], call)).toBe(false);
    expect(notify.dialogs.at(-1)?.message).toBe(BULK_TEXT.noImages);
    expect(call).not.toHaveBeenCalled();
    g.toggle(list.rows[2]);
    g.toggle(list.rows[0]);
    expect(await g.bulk([7], call)).toBe(true);
    expect(call).toHaveBeenCalledWith([1, 3], [7]);
    expect(list.rows.map((r) => r.tags)).toEqual([[7], [], [7]]);
    expect(notify.toasts.at(-1)?.lines).toEqual(['Успешно сохранено']);
    expect(await g.bulk([7], () => Promise.reject(new ApiError('Нет прав')))).toBe(false);
    expect(notify.toasts.at(-1)?.lines).toEqual(['Нет прав']);
    expect(g.bulkBusy).toBe(false);
  });
});
