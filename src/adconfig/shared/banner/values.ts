import { getAt, numberOf, setAt, type Tree } from '@core/record';
import { isObject } from '@core/decode';
import type { Banner, BannerPayload, BannerType, OrdText } from './api';
import { leaves, placeFields } from './typeFields';

/** The form as typed: numbers stay text until the save, so nothing typed is lost or rounded. */
export type BannerValues = {
  /** The ORD marking is on (always, for a kind whose marking is not optional); not sent. */
  ordOn: boolean;
  name: string;
  type_id: number | null;
  adv_engine_id: number | null;
  /** The type's field values by alias chain: params.image.src. */
  params: Tree;
  settings: {
    srcScopes: Array<{ key: string; val: string }>;
    ord: { text: string; size: string; align: OrdText['align']; valign: OrdText['valign']; xoffset: string; yoffset: string };
  };
};

const numberText = (n: number | null) => (n === null ? '' : String(n));

export function emptyBanner(): BannerValues {
  return {
    ordOn: true,
    name: '',
    type_id: null,
    adv_engine_id: null,
    params: {},
    settings: { srcScopes: [], ord: { text: '', size: '', align: 'left', valign: 'bottom', xoffset: '', yoffset: '' } },
  };
}

/** A type's fields at their defaults (a new banner, or a type chosen again). */
export function defaultParams(type: BannerType | undefined, engineId: number | null): Tree {
  const params: Tree = {};
  for (const { path, field } of leaves(placeFields(type?.fields ?? [], engineId))) {
    setAt(params, path.slice('params.'.length), field.type === 'bool' ? field.default_value === '1' : field.default_value);
  }
  return params;
}

/** A copy of a params tree (a banner's own params, edited by their keys when its type is unknown). */
const copyTree = (tree: Tree): Tree => JSON.parse(JSON.stringify(tree)) as Tree;

/**
 * The loaded banner as the form edits it; the type's values shown as text (booleans stay booleans).
 * A type the form does not know (form-options failed, or the type is not among them) keeps the banner's
 * params as loaded, so that a save sends them back rather than empty.
 */
export function valuesOf(banner: Banner, type: BannerType | undefined, ordOptional = false): BannerValues {
  const params: Tree = type ? {} : copyTree(banner.params);
  for (const { path, field } of leaves(placeFields(type?.fields ?? [], banner.adv_engine_id))) {
    const key = path.slice('params.'.length);
    const raw = getAt(banner.params, key);
    const value = field.type === 'bool' ? raw === true || raw === 1 || raw === '1' : typeof raw === 'string' || (typeof raw === 'number' && Number.isFinite(raw)) ? String(raw) : '';
    setAt(params, key, value);
  }
  const { ord } = banner.settings;
  return {
    ordOn: !ordOptional || banner.hasOrd,
    name: banner.name,
    type_id: banner.type_id,
    adv_engine_id: banner.adv_engine_id,
    params,
    settings: {
      srcScopes: banner.settings.srcScopes.map((row) => ({ ...row })),
      ord: { text: ord.text, size: numberText(ord.size), align: ord.align, valign: ord.valign, xoffset: numberText(ord.xoffset), yoffset: numberText(ord.yoffset) },
    },
  };
}

/**
 * What is sent: int fields and ORD numbers as numbers (empty → null), empty macro rows dropped; no marking
 * switched off → ord null. Without the type's fields (an unknown type) the params go as the form holds them.
 */
/**
 * What POST / PUT send: the banner as loaded (`source`) with the form over it; its type's params over the params the
 * form does not show (an unknown key goes back as it came).
 */
export function payloadOf(values: BannerValues, type: BannerType | undefined, source: Readonly<Record<string, unknown>> = {}): BannerPayload {
  const kept = isObject(source.params) ? copyTree(source.params as Tree) : {};
  const params: Tree = type ? kept : copyTree(values.params);
  for (const { path, field } of leaves(placeFields(type?.fields ?? [], values.adv_engine_id))) {
    const value = getAt(values, path);
    setAt(params, path.slice('params.'.length), field.type === 'int' ? numberOf(value) : value);
  }
  const { ord } = values.settings;
  const settings = isObject(source.settings) ? source.settings : {};
  return {
    ...source,
    name: values.name.trim(),
    type_id: values.type_id,
    adv_engine_id: values.adv_engine_id,
    params,
    settings: {
      ...settings,
      srcScopes: values.settings.srcScopes.filter((row) => row.key.trim() !== '' || row.val.trim() !== '').map((row) => ({ key: row.key.trim(), val: row.val })),
      ord: values.ordOn ? { text: ord.text, size: numberOf(ord.size), align: ord.align, valign: ord.valign, xoffset: numberOf(ord.xoffset), yoffset: numberOf(ord.yoffset) } : null,
    },
  };
}
