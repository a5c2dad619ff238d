import { d } from '@core/decode';
import { decodeAllowDeny, withAdded, type AllowDenyValue } from '@adconfig/shared/allowDeny';

/** The geo settings' lists (A 3 Geo value): the allowed (`geo`) and the excluded (`geo_except`) geo ids, as text while edited. */
export type GeoSettingsValue = AllowDenyValue;

const isGeoId = (id: string) => /^\d{1,15}$/.test(id);
const onlyGeo = ({ allow, deny }: AllowDenyValue): GeoSettingsValue => ({ allow: allow.filter(isGeoId), deny: deny.filter(isGeoId) });

/**
 * The page's GET data (our choice, in the README row: the fields the save posts) `{geo: [ids], geo_except: [ids]}`,
 * or `{allow, deny}`; anything malformed is empty lists.
 */
export function decodeGeoSettings(raw: unknown): GeoSettingsValue {
  const named = d.field(raw, 'geo') !== undefined || d.field(raw, 'geo_except') !== undefined;
  return onlyGeo(decodeAllowDeny(named ? { allow: d.field(raw, 'geo'), deny: d.field(raw, 'geo_except') } : raw));
}

/**
 * The save's form fields (A 7): `geo[]` and `geo_except[]`. An empty list is sent as the field empty (`geo=`): a
 * form drops an empty list altogether, and the page would read a missing field as left unchanged, not cleared.
 */
export function geoSettingsBody(value: GeoSettingsValue): { geo: number[] | ''; geo_except: number[] | '' } {
  const list = (ids: string[]) => (ids.length === 0 ? '' : ids.map(Number));
  return { geo: list(value.allow), geo_except: list(value.deny) };
}

/** A 3 Geo template's params `{allow: [ids], deny: [ids]}`; null when it is no such thing (left out of the list). */
export function templateParams(raw: unknown): GeoSettingsValue | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  return onlyGeo(decodeAllowDeny(raw));
}

/** What a template saves: `{allow, deny}` as numbers. */
export const encodeTemplate = (value: GeoSettingsValue) => ({ allow: value.allow.map(Number), deny: value.deny.map(Number) });

/** A template put in: replacing the lists (overwrite) or added to them (merge: its objects move to its lists). */
export function withTemplate(value: GeoSettingsValue, params: GeoSettingsValue, overwrite: boolean): GeoSettingsValue {
  if (overwrite) return { allow: [...params.allow], deny: [...params.deny] };
  return withAdded(withAdded(value, 'allow', params.allow), 'deny', params.deny);
}
