import { notify, TOAST } from './notify';

/** A 8 copy texts, and ours for the manual fallback. */
export const COPY_TEXT = {
  copied: 'Скопировано в буфер обмена',
  failed: 'Не удалось скопировать в буфер обмена',
  /** Said under the field left selected when the browser copies nothing (a plain-http page, a refusal). */
  manual: 'Скопируйте вручную: текст выделен, нажмите Ctrl+C (⌘+C).',
} as const;

/** A screen's own words for a copy (S 8 creative stat events: 'Информация скопирована в буфер обмена!'). */
export interface CopyTexts {
  copied: string;
  copiedTitle?: string;
  failed: string;
}

/** How a copy went: copied (by the Clipboard API or the selection's copy), or left selected for the user to copy. */
export type CopyResult = 'copied' | 'manual';

/** The selection's copy (the page's own, for a plain-http page where navigator.clipboard is absent): whether it copied. */
function copySelection(field: HTMLInputElement | HTMLTextAreaElement): boolean {
  field.focus();
  field.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}

/**
 * A caller without a field of the text (a button alone): the text in a field of our own, off screen, selected and
 * copied by the page, then removed; the focus goes back where it was.
 */
function copyThroughOwnField(text: string): boolean {
  const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const field = document.createElement('textarea');
  field.value = text;
  field.readOnly = true;
  field.setAttribute('aria-hidden', 'true');
  field.tabIndex = -1;
  Object.assign(field.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.append(field);
  try {
    return copySelection(field);
  } finally {
    field.remove();
    back?.focus();
  }
}

/**
 * Copies `text` and says how it went: the Clipboard API (a secure page), else the text selected in `field` (or in a
 * field of our own when the caller has none holding it) and copied by the page (plain http has no navigator.clipboard),
 * else the caller's field is left selected and the toast says 'Не удалось скопировать в буфер обмена' (the caller
 * shows COPY_TEXT.manual beside the field).
 */
export async function copyToClipboard(text: string, field?: HTMLInputElement | HTMLTextAreaElement | null, texts: CopyTexts = COPY_TEXT): Promise<CopyResult> {
  try {
    if (navigator.clipboard && window.isSecureContext !== false) {
      await navigator.clipboard.writeText(text);
      notify.success(texts.copied, texts.copiedTitle ?? TOAST.copiedTitle);
      return 'copied';
    }
  } catch {
    // Refused or unavailable: the selection's copy below.
  }
  const holds = Boolean(field && field.value === text);
  if (holds && field ? copySelection(field) : copyThroughOwnField(text)) {
    notify.success(texts.copied, texts.copiedTitle ?? TOAST.copiedTitle);
    return 'copied';
  }
  if (field) {
    field.focus();
    field.select();
  }
  notify.error(texts.failed);
  return 'manual';
}
