import { sitePath } from '@core/basePath';
import { payoutsApi } from '@adconfig/shared/payouts/api';
import type { PayoutTableKind } from '@adconfig/shared/payouts/payout';

/** A 3: a creative's payouts are one row per channel (channel_id, channel_name). */
export const creativePayoutKind: PayoutTableKind = { idField: 'channel_id', titleFields: ['channel_name', 'name'] };

/** A 7 "under /creatives": GET/POST /creatives/payouts/{creative_id}. */
export const creativePayoutsApi = (urlPath = '') => payoutsApi(sitePath('/creatives/payouts', urlPath), creativePayoutKind, urlPath);
