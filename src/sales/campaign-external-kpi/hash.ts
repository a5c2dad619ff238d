import type { HashField } from '@core/hash';

/** A tab's key: the plan, the whole campaign, or a breakdown (d{detail id}). */
export type TabKey = 'plan' | 'campaign' | `d${number}`;

const TAB = /^(plan|campaign|d[1-9]\d{0,14})$/;

/** S 2: the open tab in the hash as t=plan, t=campaign or t=d{detail id}; anything else reads as the campaign tab. */
const tab: HashField<TabKey> = {
  kind: 'filter',
  defaultValue: 'campaign',
  parse: (raw) => (TAB.test(raw) ? (raw as TabKey) : undefined),
  write: (value) => value,
};

export const hashSchema = { t: tab };
export type CampaignExternalKpiHash = typeof hashSchema;
