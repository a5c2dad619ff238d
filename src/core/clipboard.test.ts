import { notify } from './notify';
import { COPY_TEXT, copyToClipboard } from './clipboard';

const LINK = 'https://ads.example.ru/banner/1.js';

/** The page's clipboard as a plain-http page has it (none), or a secure one (writeText). */
function clipboard(writeText?: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
}

/** The page's own copy: copies when `copies` says so for the text selected in the focused field; records what it copied. */
function pageCopy(copies: (selected: string) => boolean): string[] {
  const copied: string[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      const field = document.activeElement;
      if (command !== 'copy' || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return false;
      const selected = field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0);
      if (!copies(selected)) return false;
      copied.push(selected);
      return true;
    },
  });
  return copied;
}

function fieldOf(value: string): HTMLInputElement {
  const field = document.createElement('input');
  field.value = value;
  document.body.append(field);
  return field;
}

const toastLines = () => notify.toasts.map((t) => t.lines.join(' '));

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
  Reflect.deleteProperty(navigator, 'clipboard');
  document.body.innerHTML = '';
});

describe('copyToClipboard', () => {
  it('copies through the Clipboard API on a secure page', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    clipboard(writeText);
    expect(await copyToClipboard(LINK)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(toastLines()).toContain(COPY_TEXT.copied);
  });

  it('on a plain-http page (no navigator.clipboard) selects the text in the caller’s field and copies it with the page’s own copy', async () => {
    clipboard();
    const copied = pageCopy(() => true);
    const field = fieldOf(LINK);
    expect(await copyToClipboard(LINK, field)).toBe('copied');
    expect(copied).toEqual([LINK]);
    expect(toastLines()).toContain('Скопировано в буфер обмена');
    // Titled as a copy, not as a save (the one title rule of src/core/notify).
    expect(notify.toasts.at(-1)?.title).toBe('Скопировано');
  });

  it('without a field of the caller’s, copies through a field of its own, then removes it and gives the focus back', async () => {
    clipboard();
    const copied = pageCopy(() => true);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    expect(await copyToClipboard(LINK)).toBe('copied');
    expect(copied).toEqual([LINK]);
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('a refused Clipboard API falls back to the page’s own copy', async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    const copied = pageCopy(() => true);
    expect(await copyToClipboard(LINK, fieldOf(LINK))).toBe('copied');
    expect(copied).toEqual([LINK]);
  });

  it('when both fail: the spec’s failure toast, the text left selected in the field for a manual copy', async () => {
    clipboard();
    pageCopy(() => false);
    const field = fieldOf(LINK);
    expect(await copyToClipboard(LINK, field)).toBe('manual');
    expect(toastLines()).toContain('Не удалось скопировать в буфер обмена');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
    expect(toastLines()).not.toContain(COPY_TEXT.copied);
  });

  it('without any copy at all (no execCommand either) says it failed', async () => {
    clipboard();
    expect(await copyToClipboard(LINK)).toBe('manual');
    expect(toastLines()).toEqual(['Не удалось скопировать в буфер обмена']);
  });
});
