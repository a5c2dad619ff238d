import { sitePath } from '@core/basePath';
import { payoutsApi } from '@adconfig/shared/payouts/api';
import type { PayoutTableKind } from '@adconfig/shared/payouts/payout';

/** A 3: a channel's payouts are one row per payout scheme (payout_type_id, name). */
export const channelPayoutKind: PayoutTableKind = { idField: 'payout_type_id', titleFields: ['name'] };

/** A 7: GET/POST {api}/core/channels/payouts/{channel_id}. */
export const channelPayoutsApi = (urlPath = '') => payoutsApi(sitePath('/api/core/channels/payouts', urlPath), channelPayoutKind, urlPath);
