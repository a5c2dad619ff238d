import { ApiError } from '../apiError';
import { notify } from '../notify';
import { moveId, SortableOrder } from './SortableOrder';

interface Row {
  id: number;
}

function order(save: (ids: number[]) => Promise<{ data: unknown; message: string | undefined; redirect: undefined }>) {
  const rows: Row[] = [{ id: 1 }, { id: 2 }, { id: 3 }];
  return new SortableOrder<Row>({ id: (r) => r.id, rows: () => rows, save });
}

describe('SortableOrder', () => {
  it('moves at once, saves the whole order once at a time, and keeps the moved order', async () => {
    expect(moveId([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
    let answer: () => void = () => undefined;
    const sent: number[][] = [];
    const sorting = order((ids) => {
      sent.push(ids);
      return new Promise((resolve) => (answer = () => resolve({ data: null, message: 'Порядок сохранён', redirect: undefined })));
    });
    const moving = sorting.move(1, 3);
    expect(sorting.ids).toEqual([2, 3, 1]);
    expect(sorting.saving).toBe(true);
    expect(await sorting.move(2, 3)).toBe(false); // one save at a time
    answer();
    expect(await moving).toBe(true);
    expect(sent).toEqual([[2, 3, 1]]);
    expect(sorting.ids).toEqual([2, 3, 1]);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Порядок сохранён'] });
    expect(await sorting.move(2, 2)).toBe(false);
  });

  it('puts the rows back and shows the error when the sort call fails', async () => {
    const sorting = order(() => Promise.reject(new ApiError('Порядок не сохранён', { status: 200, errors: ['Поле занято'] })));
    expect(await sorting.move(3, 1)).toBe(false);
    expect(sorting.ids).toEqual([1, 2, 3]);
    expect(sorting.saving).toBe(false);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', title: 'Ошибка', lines: ['Порядок не сохранён', 'Поле занято'] });
  });
});
