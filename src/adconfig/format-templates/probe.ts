// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // One format's templates in one answer: a table without a paginator; nothing kept in the hash.
  list: { table: 'Шаблоны формата' },
  hash: false,
  lists: 1,
  form: false,
  modals: [{ name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить шаблон/ }] }],
};
