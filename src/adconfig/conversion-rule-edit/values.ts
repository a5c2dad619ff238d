import { d } from '@core/decode';
import { numberOf } from '@core/record';
import { keptFields, type HandbookValueInput, type HandbookValueRecord } from '@adconfig/shared/handbookValue/api';
import type { TemplateParam } from './api';

/** A 3 Conversion rule params: general, the numbers kept as typed (converted in payloadOf). */
export const FREQUENCY_PAIRS = [
  { prefix: 'limit_freq_displayed', event: false },
  { prefix: 'limit_freq_clicked', event: false },
  { prefix: 'limit_freq_action', event: true },
  { prefix: 'limit_freq_sent', event: false },
] as const;
export const NUMBER_KEYS = [
  'limit_freq_displayed_count', 'limit_freq_displayed_timeout', 'limit_freq_clicked_count', 'limit_freq_clicked_timeout',
  'limit_freq_action_count', 'limit_freq_action_timeout', 'limit_freq_sent_count', 'limit_freq_sent_timeout',
  'optimization_level', 'correction_displayed', 'correction_clicked', 'correction_events',
] as const;
export const ID_KEYS = ['format_id', 'template_id', 'payout_type_id', 'limit_event_id', 'video_event_id', 'limit_freq_action_event_id'] as const;
export const PERCENT_KEYS = ['displayed', 'displayed_daily', 'clicked', 'clicked_daily', 'actions', 'actions_daily'] as const;

type NumberKey = (typeof NUMBER_KEYS)[number];
type IdKey = (typeof ID_KEYS)[number];
type PercentKey = (typeof PERCENT_KEYS)[number];

export type General = { [K in NumberKey]: string } & { [K in IdKey]: number | null } & {
  redirect_method: string;
  distribution: string;
  limitsPercents: { [K in PercentKey]: string };
};

export type RuleForm = {
  name: string;
  sort: string;
  organization_id: number | null;
  val: string;
  params: {
    general: General;
    /** The template's values by param key, as typed. */
    banner: Record<string, string>;
    /** Option key → the option ({status: 0 | 1, value…}): only the status is edited here. */
    options: Record<string, Record<string, unknown>>;
    [other: string]: unknown;
  };
};

/** A 9: redirect_method defaults to auto. */
export const DEFAULT_REDIRECT = 'auto';
export const DEFAULT_DISTRIBUTION = 'even';

const textOf = (raw: unknown): string => (typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw : '');
/** An id; 0 (A 3: video_event_id 0 = none) and anything else reads as none. */
const idOf = (raw: unknown): number | null => d.id(raw);

export function generalOf(raw: unknown): General {
  const source = d.object(raw);
  const percents = d.object(source.limitsPercents);
  const general = {
    redirect_method: typeof source.redirect_method === 'string' && source.redirect_method ? source.redirect_method : DEFAULT_REDIRECT,
    distribution: typeof source.distribution === 'string' && source.distribution ? source.distribution : DEFAULT_DISTRIBUTION,
    limitsPercents: Object.fromEntries(PERCENT_KEYS.map((k) => [k, textOf(percents[k])])) as General['limitsPercents'],
  };
  return {
    ...(Object.fromEntries(NUMBER_KEYS.map((k) => [k, textOf(source[k])])) as { [K in NumberKey]: string }),
    ...(Object.fromEntries(ID_KEYS.map((k) => [k, idOf(source[k])])) as { [K in IdKey]: number | null }),
    ...general,
  };
}

function bannerOf(raw: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(d.object(raw)).map(([k, v]) => [k, textOf(v)]));
}

function optionsOf(raw: unknown): Record<string, Record<string, unknown>> {
  const source = d.object(raw);
  return Object.fromEntries(Object.entries(source).map(([k, v]) => [k, d.object(v)]));
}

export function emptyRule(): RuleForm {
  return { name: '', sort: '0', organization_id: null, val: '', params: { general: generalOf({}), banner: {}, options: {} } };
}

export function valuesOf(record: HandbookValueRecord): RuleForm {
  const { params } = record;
  return {
    name: record.name,
    sort: String(record.sort),
    organization_id: record.organization_id,
    val: record.val,
    params: { ...params, general: generalOf(params.general), banner: bannerOf(params.banner), options: optionsOf(params.options) },
  };
}

/** An option is on when its status is 1 (A 4: status 1 / 0). */
export function isOptionOn(option: Record<string, unknown> | undefined): boolean {
  return d.bool(option?.status) === true;
}

/** The template's values at their defaults, the values typed so far kept for the keys it still has. */
export function bannerDefaults(params: TemplateParam[], current: Record<string, string>): Record<string, string> {
  return Object.fromEntries(params.map((p) => [p.key, Object.hasOwn(current, p.key) ? current[p.key] : p.default]));
}

/**
 * What the handbook value update sends: the rule as it came (its fields the page does not edit, issue 41), the
 * form over it; numbers typed as text become numbers (empty: null), the banner ints too.
 */
export function payloadOf(values: RuleForm, record: HandbookValueRecord, templateParams: TemplateParam[]): HandbookValueInput {
  const { general } = values.params;
  const stored = d.object(record.params.general);
  const numbers = Object.fromEntries(NUMBER_KEYS.map((k) => [k, numberOf(general[k])]));
  const ids = Object.fromEntries(ID_KEYS.map((k) => [k, general[k]]));
  const banner = Object.fromEntries(
    Object.entries(values.params.banner).map(([key, value]) => [key, templateParams.find((p) => p.key === key)?.type === 'int' ? numberOf(value) : value]),
  );
  return {
    ...keptFields(record),
    name: values.name.trim(),
    val: values.val,
    sort: numberOf(values.sort) ?? 0,
    organization_id: values.organization_id,
    handbook_id: record.handbook_id,
    params: {
      ...values.params,
      general: {
        // The general params the form does not know go back as they came.
        ...stored,
        ...numbers,
        ...ids,
        video_event_id: general.video_event_id ?? 0,
        redirect_method: general.redirect_method || DEFAULT_REDIRECT,
        distribution: general.distribution,
        limitsPercents: { ...d.object(stored.limitsPercents), ...Object.fromEntries(PERCENT_KEYS.map((k) => [k, numberOf(general.limitsPercents[k])])) },
      },
      banner,
      // Every option as it came, each switched on or off here (status) and nothing else of it changed.
      options: values.params.options,
    },
  };
}
