// A list value whose encode drops rows (empty phrases, rules without links, corrections without a slice, empty
// ORD ids): the server's field errors name a row by its place in the list as sent ('3.content'), the editor
// shows them by the row's place in the list as edited. `sentRowsPath` maps one to the other (issue 43).

/**
 * A server error's path by the sent list ('2.links', 'items.2.ord_id' with `prefix` 'items') → the path of
 * the row the user sees ('4.links'): the n-th row `isSent` keeps. `fields` renames a sent field to the
 * editor's ('slice_percent' → 'slice'). A path naming no row, or a row past the sent ones, stays as it is.
 */
export function sentRowsPath<R>(isSent: (row: R) => boolean, options: { prefix?: string; fields?: Readonly<Record<string, string>> } = {}) {
  const prefix = options.prefix ? `${options.prefix}.` : '';
  return (path: string, rows: readonly R[]): string => {
    const rest = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
    const match = /^(\d+)(?:\.([^.]+)(.*))?$/.exec(rest);
    if (!match) return path;
    let n = Number(match[1]);
    const field = match[2] === undefined ? '' : `.${options.fields?.[match[2]] ?? match[2]}${match[3]}`;
    for (let at = 0; at < rows.length; at++) {
      if (!isSent(rows[at])) continue;
      if (n === 0) return `${at}${field}`;
      n--;
    }
    return path;
  };
}

/**
 * A 7 Options: a save's answered `data` (items) is the rows as stored; they replace the rows as sent (the dropped
 * ones gone, what the server changed shown). No list answered (`accepts` refuses it; default: an array), or an empty
 * one after rows were sent (PHP's bare `[]`), leaves the rows as sent: a bare {success: true} is a save.
 */
export function answeredRows<V extends readonly unknown[]>(data: unknown, sent: V, rows: { decode(data: unknown): V; sentCount: number; accepts?(data: unknown): boolean }): V {
  if (!(rows.accepts ?? Array.isArray)(data)) return sent;
  const stored = rows.decode(data);
  return stored.length > 0 || rows.sentCount === 0 ? stored : sent;
}
