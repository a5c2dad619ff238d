import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordFormState } from '@core/record';
import { answerConfirm } from '@test/dialogs';
import { CodeField } from './CodeField';
import { readFileText } from '@core/files';
import type { CodeMirrorHostProps } from './CodeMirrorHost';
import type { CodeMirrorModule } from './loadCodeMirror';

// The chunk's arrival is the test's to decide; by default it fails, as in jsdom (the textarea stays).
const noChunk = () => Promise.reject(new Error('no chunk'));
let mockLoad: () => Promise<CodeMirrorModule> = noChunk;
jest.mock('./loadCodeMirror', () => ({ loadCodeMirror: () => mockLoad() }));
afterEach(() => (mockLoad = noChunk));

type Values = { template: string };

function renderField(template = '') {
  const form = new RecordFormState<Values>({ template });
  form.load(form.values, 'v1');
  // accept=".html,…" is the picker's hint; a user may still choose 'All files', so the editor checks too.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  render(<CodeField form={form} path="template" label="Шаблон" required language="html" fileName="шаблон" />);
  return { form, user };
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>('Открыть файл');

describe('CodeEditor (the textarea until CodeMirror loads, and in jsdom)', () => {
  it('is a labelled textarea bound to the form: typing marks it unsaved, the form error shows on it', async () => {
    const { form, user } = renderField();
    const box = screen.getByRole('textbox', { name: 'Шаблон' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(fileInput()).toHaveAttribute('accept', '.html,.txt,.js,.log');
    await user.type(box, '<b>Купить</b>');
    expect(form.values.template).toBe('<b>Купить</b>');
    expect(form.dirty).toBe(true);
    act(() => form.setErrors({ template: 'Поле Шаблон обязательно для заполнения!' }));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Поле Шаблон обязательно для заполнения!');
  });

  it('opens .html, .txt, .js and .log files, asks before replacing text, refuses other files; Скачать saves the text', async () => {
    const { form, user } = renderField();
    await user.upload(fileInput(), new File(['<p>\r\n  {{title}}\r\n</p>'], 'BANNER.HTML'));
    await waitFor(() => expect(form.values.template).toBe('<p>\n  {{title}}\n</p>'));
    expect(screen.getByText('HTML · Открыт файл «BANNER.HTML»')).toBeVisible();

    await user.upload(fileInput(), new File(['plain'], 'notes.txt'));
    expect(await answerConfirm(false)).toEqual({ title: 'Открыть файл', message: 'Заменить текст поля «Шаблон» содержимым файла «notes.txt»?' });
    expect(form.values.template).toBe('<p>\n  {{title}}\n</p>');

    for (const [name, text, language] of [
      ['notes.txt', 'plain', 'Текст'],
      ['click.js', 'track("click");', 'JavaScript'],
      ['server.log', '12:00 ok', 'Текст'],
    ]) {
      await user.upload(fileInput(), new File([text], name));
      await act(() => answerConfirm(true));
      await waitFor(() => expect(form.values.template).toBe(text));
      expect(screen.getByText(`${language} · Открыт файл «${name}»`)).toBeVisible();
    }

    await user.upload(fileInput(), new File(['MZ'], 'virus.exe'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Поддерживаются файлы .html, .txt, .js, .log');
    expect(form.values.template).toBe('12:00 ok');

    const saved: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (saved.push(blob), 'blob:saved');
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('server.log');
    });
    await user.click(screen.getByRole('button', { name: 'Скачать' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await readFileText(saved[0])).toBe('12:00 ok');
  });

  it('hands over to CodeMirror when it arrives: the text typed so far, the cursor and the focus; then edits go both ways', async () => {
    let arrive: (module: CodeMirrorModule) => void = () => undefined;
    mockLoad = () => new Promise((resolve) => (arrive = resolve));
    const shown: CodeMirrorHostProps[] = [];
    const fake: CodeMirrorModule = {
      CodeMirrorHost: (props: CodeMirrorHostProps) => {
        shown.push(props);
        return <div className="code-editor-box" />;
      },
    };
    const { form, user } = renderField('<div>');
    await user.type(screen.getByRole('textbox', { name: 'Шаблон' }), '</div>');
    await act(async () => arrive(fake));

    expect(screen.queryByRole('textbox', { name: 'Шаблон' })).toBeNull();
    const host = shown.at(-1)!;
    expect(host).toMatchObject({ value: '<div></div>', language: 'html', focusAt: { anchor: 11, head: 11 }, invalid: false, disabled: false });
    expect(document.getElementById(host.labelledBy)).toHaveTextContent('Шаблон');
    expect(document.getElementById(host.describedBy!.split(' ').at(-1)!)).toHaveTextContent('Tab — отступ');

    act(() => host.onChange('<div>typed in CodeMirror</div>'));
    expect(form.values.template).toBe('<div>typed in CodeMirror</div>');
    act(() => form.set('template', 'loaded'));
    expect(shown.at(-1)!.value).toBe('loaded');
  });
});
