// The media plan's document form (the shared ContractFormModal): what is typed there is never lost without a question.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@test/render';
import { backend } from '@test/setup';
import { MediaplanFormScreen, type MediaplanFormProps } from './MediaplanFormScreen';

const PROPS: MediaplanFormProps = { users: [{ id: 103, name: 'ООО «Альфа Медиа»' }] };
const DISCARD = 'Изменения не сохранены. Закрыть окно без сохранения?';

jest.setTimeout(20000);

/** The question, as the user sees it, answered by its button; the dialog the question was about stays or goes. */
async function answer(user: { click(el: Element): Promise<void> }, button: 'Закрыть' | 'Вернуться к форме') {
  const question = await screen.findByText(DISCARD);
  const box = question.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  if (!box) throw new Error('the question is not a dialog');
  // The button with the word (the dialog's × is named 'Закрыть' too).
  const chosen = within(box).getAllByRole('button', { name: button }).find((b) => b.textContent === button);
  if (!chosen) throw new Error(`no «${button}» button`);
  await user.click(chosen);
  await waitFor(() => expect(screen.queryByText(DISCARD)).toBeNull());
}

async function openDocumentForm() {
  const rendered = renderScreen(<MediaplanFormScreen {...PROPS} />, { at: '/mediaplans/settings/?id=2', entry: 'mediaplan-form' });
  await act(async () => {
    await import('@ui/DatePicker');
  });
  expect(await screen.findByRole('heading', { name: 'Медиаплан №2: Бронь: осенний охват' })).toBeVisible();
  await rendered.user.click(screen.getByText('Добавить документ', { selector: 'button' }));
  const dialog = await screen.findByRole('dialog', { name: 'Новый документ' });
  return { ...rendered, dialog };
}

describe('the media plan document form', () => {
  it('opened and closed untouched, it asks nothing', async () => {
    const { user, dialog } = await openDocumentForm();
    // The payer's name the form starts with is the page's, not an edit.
    expect(within(dialog).getByRole('textbox', { name: 'Заказчик' })).toHaveValue('ООО «Альфа Медиа»');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новый документ' })).toBeNull());
  });

  it('with something typed, Escape, the backdrop and «Отмена» ask first; «Вернуться к форме» keeps every value', async () => {
    const { user, dialog } = await openDocumentForm();
    const number = within(dialog).getByRole('textbox', { name: 'Номер документа' });
    await user.click(number);
    await user.paste('ДС-10');
    expect(within(dialog).getByText('Есть несохранённые изменения')).toBeVisible();
    // Leaving the page asks too.
    expect(window.dispatchEvent(new Event('beforeunload', { cancelable: true }))).toBe(false);

    await user.keyboard('{Escape}');
    await answer(user, 'Вернуться к форме');
    expect(screen.getByRole('dialog', { name: 'Новый документ' })).toBeVisible();
    expect(number).toHaveValue('ДС-10');

    const backdrop = document.querySelector('.modal');
    if (!backdrop) throw new Error('no modal');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    await answer(user, 'Вернуться к форме');
    expect(number).toHaveValue('ДС-10');

    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await answer(user, 'Закрыть');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новый документ' })).toBeNull());
    expect(backend.all('POST', '/api/hb/docs')).toHaveLength(0);
  });
});
