import { makeAutoObservable } from 'mobx';
import { ApiError, errorMessages, SESSION_ENDED_TITLE } from './apiError';
import { safeHref } from './safeUrl';

/** An alert's one button (issue 44): it closes the message, in Russian like every other button. */
export const ALERT_CLOSE = 'Закрыть';

export type ToastVariant = 'danger' | 'success' | 'info' | 'warning';

export interface Toast {
  id: number;
  title: string;
  lines: string[];
  variant: ToastVariant;
  /** ms before it hides; 0: it stays until closed. */
  delay: number;
  /** A link the toast offers (log in again). */
  link?: { label: string; href: string };
  /** Called when the operator closes it (not when it hides by itself): a notice remembers it. */
  onClosed?: () => void;
}

export interface Dialog {
  id: number;
  kind: 'alert' | 'confirm';
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  variant: 'primary' | 'danger';
  resolve(ok: boolean): void;
}

export interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

/**
 * The spec's catalogue (I 8, A 8): one implementation for every screen and island on the page.
 *
 * One rule for titles (issue 44): every toast has one. The caller's, where the spec names one (the tag picker's
 * 'Сохранено', a screen's own); else its kind's: an error 'Ошибка', a success 'Сохранено' (a delete 'Удалено'), a
 * notice 'Информация', a warning 'Внимание'; an ended session says so. An empty title ('' from a notice without
 * one, a caller's optional text) is no title given: it takes its kind's, so no toast shows a bare header.
 */
export const TOAST = {
  errorTitle: 'Ошибка',
  errorDelay: 5000,
  successTitle: 'Сохранено',
  successText: 'Успешно сохранено',
  deletedTitle: 'Удалено',
  deletedText: 'Успешно удалено',
  successDelay: 3000,
  /** A notice or a warning the caller gave no title: every toast has one (one rule for the stack). */
  infoTitle: 'Информация',
  warningTitle: 'Внимание',
  /** A copy's success (ours, as creative-stat-events'): what a copy without a title of its screen's should pass (src/core/clipboard). */
  copiedTitle: 'Скопировано',
  /** At most this many at once: the oldest that would hide by itself goes first. */
  most: 3,
} as const;

class Notifier {
  toasts: Toast[] = [];
  dialogs: Dialog[] = [];
  private seq = 0;

  constructor() {
    makeAutoObservable<Notifier, 'seq'>(this, { seq: false }, { autoBind: true });
  }

  /**
   * Error toast 'Ошибка' (5000 ms): the message, or each entry of errors, else 'Что-то пошло не так!'.
   * An ended session (401, 419) says so and stays, with a link to log in again (the answer's redirect,
   * else this page) that opens in a new tab, so nothing typed here is lost. Anything that is not a
   * failed call (a bug: TypeError…) is logged with its stack, so tests and developers see it. Returns the lines.
   */
  error(error: unknown, title: string = TOAST.errorTitle): string[] {
    const lines = typeof error === 'string' ? [error] : errorMessages(error);
    if (typeof error !== 'string' && !(error instanceof ApiError)) console.error('Unexpected error behind an error toast:', error);
    if (error instanceof ApiError && error.sessionEnded) {
      const href = safeHref(error.redirect) ?? window.location.href;
      this.push({ title: SESSION_ENDED_TITLE, lines, variant: 'danger', delay: 0, link: { label: 'Войти заново', href } });
    } else {
      this.push({ title: title || TOAST.errorTitle, lines, variant: 'danger', delay: TOAST.errorDelay });
    }
    return lines;
  }

  /** A success toast (3000 ms), titled 'Сохранено' unless the caller names another (see TOAST: '' is none named). */
  success(message: string = TOAST.successText, title: string = TOAST.successTitle): void {
    this.push({ title: title || TOAST.successTitle, lines: [message], variant: 'success', delay: TOAST.successDelay });
  }

  /**
   * A save went through (a record, a modal, an option, an order): the errors still shown are of what it just
   * fixed, and close (issue 44: no old error beside the success). A session that ended stays.
   */
  saved(message: string = TOAST.successText): void {
    this.toasts = this.toasts.filter((t) => !(t.variant === 'danger' && t.delay > 0));
    this.success(message || TOAST.successText);
  }

  /** A delete went through: titled 'Удалено', not 'Сохранено' (the server's message first when it sent one). */
  deleted(message: string = TOAST.deletedText): void {
    this.success(message || TOAST.deletedText, TOAST.deletedTitle);
  }

  info(message: string, title = '', variant: ToastVariant = 'info', onClosed?: () => void): void {
    this.push({ title: title || (variant === 'info' ? TOAST.infoTitle : TOAST.warningTitle), lines: [message], variant, delay: TOAST.errorDelay, ...(onClosed ? { onClosed } : {}) });
  }

  /** Close everything (between tests, and when a page-level reset needs it). */
  clear(): void {
    for (const d of this.dialogs) d.resolve(false);
    this.toasts = [];
    this.dialogs = [];
  }

  /** It hid by itself. */
  dismiss(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  /** The operator closed it. */
  close(id: number): void {
    const toast = this.toasts.find((t) => t.id === id);
    this.dismiss(id);
    toast?.onClosed?.();
  }

  /** A modal message with one OK button. */
  alert(message: string, title = 'Внимание'): Promise<void> {
    return this.open('alert', message, { title, confirmLabel: ALERT_CLOSE }).then(() => undefined);
  }

  /** Asks before deletes and other irreversible steps; resolves true on confirm. */
  confirm(message: string, options: ConfirmOptions = {}): Promise<boolean> {
    return this.open('confirm', message, { title: 'Подтверждение', confirmLabel: 'Да', ...options });
  }

  private open(kind: Dialog['kind'], message: string, options: ConfirmOptions): Promise<boolean> {
    return new Promise((resolve) => {
      const id = ++this.seq;
      this.dialogs.push({
        id,
        kind,
        message,
        title: options.title ?? '',
        confirmLabel: options.confirmLabel ?? ALERT_CLOSE,
        cancelLabel: options.cancelLabel ?? 'Отмена',
        variant: options.danger ? 'danger' : 'primary',
        resolve: (ok: boolean) => {
          this.closeDialog(id);
          resolve(ok);
        },
      });
    });
  }

  private closeDialog(id: number): void {
    this.dialogs = this.dialogs.filter((d) => d.id !== id);
  }

  private push(toast: Omit<Toast, 'id'>): void {
    this.toasts.push({ ...toast, id: ++this.seq });
    while (this.toasts.length > TOAST.most) {
      const oldest = this.toasts.find((t) => t.delay > 0) ?? this.toasts[0];
      this.dismiss(oldest.id);
    }
  }
}

export const notify = new Notifier();
export type { Notifier };
