import { sitePath } from '@core/basePath';
import { spec, type Calls } from '@core/calls';
import { payoutsApi } from '@adconfig/shared/payouts/api';
import type { PayoutTableKind } from '@adconfig/shared/payouts/payout';

/** A 3: a creative's payouts are one row per channel (channel_id, channel_name). */
export const creativePayoutKind: PayoutTableKind = { idField: 'channel_id', titleFields: ['channel_name', 'name'] };

/** Issue 41: what the page asks the backend for; every call is one the spec names. */
export const calls = {
  load: spec('A 7 Creatives GET /creatives/payouts/{id}'),
  save: spec('A 7 Creatives POST /creatives/payouts/{id} {payouts} (a bare {success: true} is a save: the rows sent are kept)'),
  rtbModes: spec('A 7 Handbooks GET rtb-price-modes (at {api}/hb/rtb-price-modes)'),
} satisfies Calls;

/** A 2: a creative channel's payout history page, {urlPath}/creatives/settings-payouts-history/change/?id={creative_id}&channel_id={channel_id}. */
export const historyUrl = (creativeId: number, channelId: string, urlPath = ''): string =>
  `${sitePath('/creatives/settings-payouts-history/change/', urlPath)}?${new URLSearchParams({ id: String(creativeId), channel_id: channelId }).toString()}`;

/** A 7 "under /creatives": GET/POST /creatives/payouts/{creative_id}. */
export const creativePayoutsApi = (urlPath = '') => payoutsApi(sitePath('/creatives/payouts', urlPath), creativePayoutKind, urlPath);
