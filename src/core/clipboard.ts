import { notify } from './notify';

/** A 8 copy texts. */
export const COPY_TEXT = {
  copied: 'Скопировано в буфер обмена',
  failed: 'Не удалось скопировать в буфер обмена',
} as const;

/** Copies `text` and says how it went (a page without clipboard access, or a refusal, says it failed). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    notify.success(COPY_TEXT.copied, '');
    return true;
  } catch {
    notify.error(COPY_TEXT.failed);
    return false;
  }
}
