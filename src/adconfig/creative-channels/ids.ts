import { makeAutoObservable } from 'mobx';

/** The ids typed for a list call: numbers separated by commas, spaces or lines; null when anything else is there (A 5). */
export function parseIds(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== '');
  if (parts.length === 0 || parts.some((part) => !/^\d{1,15}$/.test(part) || Number(part) === 0)) return null;
  return [...new Set(parts.map(Number))];
}

export type ListAction = 'attach' | 'detach';

/** The ids modal: which list call it makes (null: closed), the text typed and its error. */
export class IdsDialog {
  action: ListAction | null = null;
  text = '';
  error = '';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  open(action: ListAction): void {
    this.action = action;
    this.text = '';
    this.error = '';
  }

  close(): void {
    this.action = null;
  }

  setText(text: string): void {
    this.text = text;
    this.error = '';
  }

  fail(error: string): void {
    this.error = error;
  }
}
