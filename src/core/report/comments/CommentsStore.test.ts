import { backend } from '@test/setup';
import { commentsApi, type Comment } from './api';
import { CommentsStore } from './CommentsStore';

describe('CommentsStore', () => {
  it('counts only the latest list: an older one landing late (not stopped by its abort) changes nothing', async () => {
    const real = commentsApi('post-click-kpi');
    let deliverFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      deliverFirst = resolve;
    });
    let lists = 0;
    const api = {
      ...real,
      // The first list is made at once (no comments yet) and held on its way, whatever the signal says.
      list: async (id: number): Promise<Comment[]> => {
        lists += 1;
        const answer = await real.list(id);
        if (lists === 1) await firstHeld;
        return answer;
      },
    };
    const counts: number[] = [];
    const store = new CommentsStore(api, {}, (_id, count) => counts.push(count));
    store.open({ id: 126, title: 'Сбер' });
    store.setText('Проверено');
    await store.send();
    expect(backend.last('POST', '/api/comments/post-click-kpi/126').body).toEqual({ content: 'Проверено' });
    expect(counts).toEqual([1]);

    deliverFirst();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(counts).toEqual([1]);
    expect(store.comments.map((c) => c.content)).toEqual(['Проверено']);
  });

  it('the panel closed right after a send (its list not back yet): the row still gets its new count', async () => {
    const counts: number[] = [];
    const store = new CommentsStore(commentsApi('post-click-kpi'), {}, (_id, count) => counts.push(count));
    store.open({ id: 127, title: 'Сбер' });
    store.setText('Закрыл сразу');
    const held = backend.hold('GET', '/api/comments/post-click-kpi/127');
    const sending = store.send();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.close();
    held.release();
    await sending;
    const now = await commentsApi('post-click-kpi').list(127);
    expect(now.map((c) => c.content)).toContain('Закрыл сразу');
    expect(counts).toEqual([now.length]);
  });
});
