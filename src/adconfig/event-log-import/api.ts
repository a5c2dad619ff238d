import { sitePath } from '@core/basePath';
import { d } from '@core/decode';
import { api } from '@core/http';
import { chosen, spec, type Calls } from '@core/calls';

/** Issue 41: what the page asks the backend for (A 7 Event log), and what it does without what the spec does not name. */
export const calls = {
  import: spec('A 7 Event log POST /eventslog/import multipart (import, description, default_hour); a bare {success: true} is an import'),
  template: spec('A 7 Event log GET /eventslog/download-example-import (a plain link the browser downloads)'),
  result: chosen('the answer’s data {total, imported, skipped, errors[{line, message}]}: without it the page says the server’s message, else \'Импорт завершён\''),
} satisfies Calls;

/** What the import sends (A 7: multipart import, description, default_hour). */
export interface ImportInput {
  file: File;
  description: string;
  defaultHour: number;
}

/** What the answer says about the import; a count the server did not send (or sent absurd) is null. */
export interface ImportResult {
  message: string | null;
  total: number | null;
  imported: number | null;
  skipped: number | null;
  errors: Array<{ line: number | null; message: string }>;
}

const rawResult = d.record({ total: d.count, imported: d.count, skipped: d.count, errors: d.records({ line: d.count, message: d.text }) });

export function resultOf(raw: unknown, message: string | undefined): ImportResult {
  const result = rawResult(raw);
  return { ...result, message: message || null, errors: result.errors.filter((e) => e.message !== '') };
}

/** The only place that knows this screen's URLs: /eventslog/… behind the site prefix. */
export function eventLogImportApi(urlPath = '') {
  return {
    /** A plain link (a file download): GET /eventslog/download-example-import. */
    templateUrl: sitePath('/eventslog/download-example-import', urlPath),
    async import(input: ImportInput): Promise<ImportResult> {
      const body = new FormData();
      body.append('import', input.file);
      body.append('description', input.description);
      body.append('default_hour', String(input.defaultHour));
      const answer = await api.post<unknown>(sitePath('/eventslog/import', urlPath), body);
      return resultOf(answer.data, answer.message);
    },
  };
}

export type EventLogImportApi = ReturnType<typeof eventLogImportApi>;
