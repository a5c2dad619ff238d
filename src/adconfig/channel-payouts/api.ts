import { sitePath } from '@core/basePath';
import { spec, type Calls } from '@core/calls';
import { payoutsApi } from '@adconfig/shared/payouts/api';
import type { PayoutTableKind } from '@adconfig/shared/payouts/payout';

/** A 3: a channel's payouts are one row per payout scheme (payout_type_id, name). */
export const channelPayoutKind: PayoutTableKind = { idField: 'payout_type_id', titleFields: ['name'] };

/** Issue 41: what the page asks the backend for; every call is one the spec names. */
export const calls = {
  // The spec writes /core/channels/payouts; its other core calls live under {api} (/api/core/payout-types).
  load: spec('A 7 Creatives (Channels): GET {api}/core/channels/payouts/{id}'),
  save: spec('A 7 Creatives (Channels): POST {api}/core/channels/payouts/{id} {payouts} (a bare {success: true} is a save: the rows sent are kept)'),
  rtbModes: spec('A 7 Handbooks GET rtb-price-modes (at {api}/hb/rtb-price-modes)'),
} satisfies Calls;

/** A 7: GET/POST {api}/core/channels/payouts/{channel_id}. */
export const channelPayoutsApi = (urlPath = '') => payoutsApi(sitePath('/api/core/channels/payouts', urlPath), channelPayoutKind, urlPath);
