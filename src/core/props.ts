/**
 * Readers for data-props, used by screens' `parse` functions: each says exactly what is wrong
 * (for the backend developer) by throwing PropsError with the path of the bad value.
 */
export class PropsError extends Error {}

export type RawProps = Record<string, unknown>;

export function isObject(value: unknown): value is RawProps {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function objectAt(value: unknown, where: string): RawProps {
  if (!isObject(value)) throw new PropsError(`${where} must be an object`);
  return value;
}

export function optionalText(raw: RawProps, key: string, where = 'props'): string | undefined {
  const value = raw[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new PropsError(`${where}.${key} must be a string, got ${JSON.stringify(value)}`);
  return value;
}

export function requiredText(raw: RawProps, key: string, where = 'props', nonEmpty = false): string {
  const value = optionalText(raw, key, where);
  if (value === undefined) throw new PropsError(`${where}.${key} is required (a string)`);
  if (nonEmpty && value.trim() === '') throw new PropsError(`${where}.${key} must not be empty`);
  return value;
}

export function list(raw: RawProps, key: string, where = 'props'): unknown[] {
  const value = raw[key];
  if (!Array.isArray(value)) throw new PropsError(`${where}.${key} must be an array`);
  return value;
}

/**
 * props.urlPath, checked for every island at mount: calls carrying the CSRF token go behind it, so
 * only a path on this site ('' or '/…', never '//host' or a URL) is accepted.
 */
export function urlPathOf(raw: RawProps): string | undefined {
  const urlPath = optionalText(raw, 'urlPath');
  if (urlPath !== undefined && urlPath !== '' && !/^\/(?!\/)/.test(urlPath)) {
    throw new PropsError(`props.urlPath must be a path on this site ('' or starting with '/'), got ${JSON.stringify(urlPath)}`);
  }
  return urlPath;
}
