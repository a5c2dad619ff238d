import { decodeAllowDeny, encodeAllowDeny, type AllowDenyValue } from '@adconfig/shared/allowDeny';

/** A 3 Geo value: the allow and deny lists of geo object ids (text while edited); meta is built at the save. */
export type GeoValue = AllowDenyValue;

const isGeoId = (id: string) => /^\d{1,15}$/.test(id);

/** params.value `{allow: [ids], deny: [ids]}` → the lists; ids that are no geo ids (whole numbers) are dropped, anything malformed is empty. */
export function decodeGeo(raw: unknown): GeoValue {
  const { allow, deny } = decodeAllowDeny(raw);
  return { allow: allow.filter(isGeoId), deny: deny.filter(isGeoId) };
}

/** What is sent as `value`: `{allow: [numbers], deny: [numbers]}`. */
export const encodeGeo = (value: GeoValue) => encodeAllowDeny(value);
