import { act, screen, waitFor } from '@testing-library/react';
import { observable } from 'mobx';
import { ApiError } from '@core/apiError';
import { pageNavigation } from '@core/navigate';
import { fieldRules, RecordFormState, RecordPageState } from '@core/record';
import { renderScreen } from '@test/render';
import { RecordForm } from './RecordForm';
import { TextField } from './fields';

type Values = { name: string };

/** A flat record page: one required field, and edits beside the values (a site typed, not added) while `typed` is set. */
function recordPage(call: () => Promise<{ id: number }>, leaveTo: string | null) {
  const extra = observable({ typed: '' });
  const form = new RecordFormState<Values>({ name: '' }, { rules: fieldRules<Values>({ name: [{ rule: 'required', message: 'Укажите название' }] }), otherEdits: () => extra.typed !== '' });
  const page = new RecordPageState(form, { id: null, get: () => Promise.reject(new Error('not asked')), apply: () => undefined });
  const view = renderScreen(
    <RecordForm store={{ form, page }} onSave={() => page.save(call, { leaveTo: () => leaveTo })} heading="Запись">
      <TextField form={form} path="name" label="Название" />
    </RecordForm>,
  );
  return { ...view, form, extra };
}

const leavingAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });

describe('RecordForm: every save final and visible', () => {
  let scrolled: HTMLElement[] = [];
  beforeEach(() => {
    scrolled = [];
    // jsdom has no scrolling: the record of what was scrolled into view stands for it.
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement) {
        scrolled.push(this);
      },
    });
  });
  afterEach(() => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
  });

  it('a save that leaves with edits left beside the values never asks, keeps Save busy until the page goes, and leaves the toast for the next page', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const { user, form, extra } = recordPage(() => Promise.resolve({ id: 4 }), '/records/edit/4');
    await user.type(screen.getByRole('textbox', { name: 'Название' }), 'Запись');
    act(() => {
      extra.typed = 'недописанный сайт';
    });
    expect(form.dirty).toBe(true);
    expect(leavingAsks()).toBe(true);
    await user.click(saveButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/records/edit/4'));
    expect(leavingAsks()).toBe(false);
    expect(screen.queryByText('Есть несохранённые изменения')).toBeNull();
    expect(saveButton()).toBeDisabled();
    expect(window.sessionStorage.getItem('bo-flash')).toBe('');
  });

  it('a refused save shows why where the operator is: the field in error, or the 409 alert, scrolled into view and focused', async () => {
    let answer: () => Promise<{ id: number }> = () => Promise.reject(new ApiError('', { status: 409 }));
    const { user } = recordPage(() => answer(), null);
    await user.click(saveButton());
    const name = screen.getByRole('textbox', { name: 'Название' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(scrolled).toEqual([name]);
    // Said beside Save too (issue 44): at the bottom of a long form, the click's answer is where the click was.
    expect(saveButton().parentElement).toHaveTextContent('Форма содержит ошибки!');

    await user.type(name, 'Запись');
    await user.click(saveButton());
    const alert = await screen.findByText(/изменена в другой вкладке/);
    await waitFor(() => expect(alert.closest('[role="alert"]')).toHaveFocus());
    expect(scrolled.at(-1)).toBe(alert.closest('[role="alert"]'));
    expect(screen.getByRole('button', { name: 'Загрузить текущую версию' })).toBeVisible();

    answer = () => Promise.resolve({ id: 4 });
    await user.click(saveButton());
    expect(await screen.findByText('Успешно сохранено')).toBeVisible();
    expect(screen.queryByText('Форма содержит ошибки!')).toBeNull();
  });
});
