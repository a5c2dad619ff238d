import { ApiError } from '@core/apiError';
import { d } from '@core/decode';
import { DOMAIN_VERSION_TEXTS } from './texts';

/**
 * A publish refused by the comparison with the published version: `errors` of the failure, a list
 * of `{id, domain?, message?}`, bare ids, or the errors' own texts. The spec names only the fallback text; the ids
 * are our choice (readme.md).
 */
export interface CompareError {
  id: number | null;
  domain: string;
  /** The error's own words, when the server sends them. */
  text: string;
}

const rawCompare = d.record({ id: d.int, domain: d.text, message: d.text, text: d.text, error: d.text });

export function compareErrorsOf(raw: unknown): CompareError[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): CompareError[] => {
    if (typeof entry === 'number') return [{ id: d.int(entry), domain: '', text: '' }];
    if (typeof entry === 'string') {
      const id = /^\s*\d+\s*$/.test(entry) ? d.int(entry) : null;
      return id !== null ? [{ id, domain: '', text: '' }] : entry.trim() ? [{ id: null, domain: '', text: entry.trim() }] : [];
    }
    if (typeof entry !== 'object' || entry === null) return [{ id: null, domain: '', text: '' }];
    const { id, domain, message, text, error } = rawCompare(entry);
    return [{ id, domain, text: message || text || error }];
  });
}

/**
 * Comparison errors a refused publish lists, by id (the spec names only the fallback, 'Неизвестная
 * ошибка'; these ids are the stand-in's and the readme's choice).
 */
export const COMPARE_ERRORS: Record<number, string> = {
  1: 'В версии нет доменов',
  2: 'Версия не отличается от опубликованной',
  3: 'Домен отсутствует в статистике',
};

/**
 * A refused publish's lines: each comparison error in its own words, else by its id, with its domain;
 * 'Неизвестная ошибка' only for one that has neither (never a line added after known ones).
 */
export function compareErrorLines(error: ApiError): string[] {
  const errors = compareErrorsOf(error.errors);
  if (!errors.length) return error.messages;
  return errors.map((e) => {
    const text = e.text || (e.id !== null && COMPARE_ERRORS[e.id]) || DOMAIN_VERSION_TEXTS.unknownCompareError;
    return e.domain ? `${text}: ${e.domain}` : text;
  });
}

/** A publish the comparison refused (an ApiError whose `errors` is a list), as the modal's lines; null for any other failure. */
export function refusedPublish(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.sessionEnded || !Array.isArray(error.errors)) return null;
  return compareErrorLines(error);
}
