import { act, screen, waitFor } from '@testing-library/react';
import { commentsApi } from '@core/report/comments/api';
import { CommentsStore } from '@core/report/comments/CommentsStore';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { CommentsPanel } from './CommentsPanel';

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Новый комментарий' });
const leavingAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

function panel() {
  const store = new CommentsStore(commentsApi('post-click-kpi'));
  const rendered = renderScreen(<CommentsPanel store={store} />, { at: '/statistics/post-click-kpi' });
  const open = async (id: number, title: string) => {
    act(() => store.open({ id, title }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  };
  const close = async () => {
    await rendered.user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  };
  return { store, ...rendered, open, close };
}

describe('CommentsPanel', () => {
  it('a half-typed comment stays with its row when the panel closes or another row opens, until it is sent', async () => {
    const { user, open, close } = panel();
    await open(126, 'Сбер');
    expect(leavingAsks()).toBe(false);
    await user.type(field(), 'Половина комме');
    await close();
    // Closed, the draft is still there: leaving the page asks.
    expect(leavingAsks()).toBe(true);

    await open(127, 'Техно');
    expect(field()).toHaveValue('');
    await close();
    await open(126, 'Сбер');
    expect(field()).toHaveValue('Половина комме');

    await user.type(field(), 'нтария{Enter}');
    await waitFor(() => expect(backend.last('POST', '/api/comments/post-click-kpi/126').body).toEqual({ content: 'Половина комментария' }));
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(await screen.findByText('Половина комментария')).toBeVisible();
    expect(leavingAsks()).toBe(false);
  });
});
