import { d, isObject } from '@core/decode';
import { isNumeric, isUrl } from '@core/validate';
import type { ImportImage } from './api';
import { TEXTS } from './texts';

/** What a checked file gives the import form (I 5): its name, limit, images and, when it has them, its query and found count. */
export interface ImportedFile {
  name: string;
  limit_qty: string;
  search_query: string;
  found_qty: string;
  images: ImportImage[];
}

export type ImportCheck = { ok: true; file: ImportedFile } | { ok: false; message: string };

const numberText = (value: unknown): string => (typeof value === 'number' ? String(value) : String(value).trim());
const isNumber = (value: unknown): boolean => (typeof value === 'number' || typeof value === 'string') && isNumeric(value);

/** I 5: every image needs url and thumb (valid URLs) and a numeric id. */
function imageOf(raw: unknown): ImportImage | null {
  if (!isObject(raw)) return null;
  const { id, url, thumb } = raw;
  if (typeof url !== 'string' || !isUrl(url) || typeof thumb !== 'string' || !isUrl(thumb) || !isNumber(id)) return null;
  return { id: Number(numberText(id).replace(',', '.')), url: url.trim(), thumb: thumb.trim() };
}

/**
 * I 5: the file must hold name (a string), limit_qty (numeric) and images (an array) — else
 * 'Ошибка json, поле "X" отсутствует или некорректно' for the first one missing — and every image
 * url, thumb and id — else 'Некорректный список картинок (обязательные поля: url, thumb, id)'.
 */
export function checkImport(text: string): ImportCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: TEXTS.import.notJson };
  }
  const json = d.object(raw);
  if (typeof json.name !== 'string') return { ok: false, message: TEXTS.import.badField('name') };
  if (!isNumber(json.limit_qty)) return { ok: false, message: TEXTS.import.badField('limit_qty') };
  if (!Array.isArray(json.images)) return { ok: false, message: TEXTS.import.badField('images') };
  const images: ImportImage[] = [];
  for (const item of json.images) {
    const image = imageOf(item);
    if (!image) return { ok: false, message: TEXTS.import.badImages };
    images.push(image);
  }
  return {
    ok: true,
    file: {
      name: json.name,
      limit_qty: numberText(json.limit_qty),
      search_query: typeof json.search_query === 'string' ? json.search_query : '',
      found_qty: isNumber(json.found_qty) ? numberText(json.found_qty) : String(images.length),
      images,
    },
  };
}
