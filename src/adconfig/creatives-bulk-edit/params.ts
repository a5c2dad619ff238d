import { numberOf, requiredIf, type PathRules, type RuleContext, type RuleFn } from '@core/record';
import { isEmpty } from '@core/validate';
import { TEXTS } from './texts';

/** A 3 creative fields an operator may set on many creatives at once. */
export const LIMITS = [
  ['limit_displayed', 'Лимит показов'],
  ['limit_displayed_daily', 'Лимит показов в день'],
  ['limit_clicked', 'Лимит кликов'],
  ['limit_clicked_daily', 'Лимит кликов в день'],
  ['limit_actions', 'Лимит действий'],
  ['limit_actions_daily', 'Лимит действий в день'],
  ['limit_budget', 'Бюджет'],
  ['limit_budget_daily', 'Бюджет в день'],
] as const;
export type LimitKey = (typeof LIMITS)[number][0];

/** A 3 / A 9: each limit goes with its companion `_type` (value / percent_campaign), so a value never becomes a percent. */
export const LIMIT_TYPES = ['value', 'percent_campaign'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];
export const typeKey = (limit: LimitKey): `${LimitKey}_type` => `${limit}_type`;

export const PARAMS = [
  ['status', 'Статус'],
  ['limit_date_begin', 'Дата начала'],
  ['limit_date_end', 'Дата окончания'],
  ...LIMITS,
  ['comment', 'Комментарий'],
] as const;
export type ParamKey = (typeof PARAMS)[number][0];

/** The form: which parameters are set (`set.*`), the value of each as typed, and each limit's type. */
export type ParamsForm = { set: Record<ParamKey, boolean> } & Record<ParamKey, string | null> & Record<`${LimitKey}_type`, LimitType>;

/** What is sent: the chosen parameters only; a limit left empty is null (no limit), with its `_type`; the others as typed. */
export type BulkParams = Partial<Record<ParamKey | `${LimitKey}_type`, string | number | null>>;

export function emptyParams(): ParamsForm {
  const set = Object.fromEntries(PARAMS.map(([key]) => [key, false])) as Record<ParamKey, boolean>;
  const values = Object.fromEntries(PARAMS.map(([key]) => [key, key === 'status' ? null : ''])) as Record<ParamKey, string | null>;
  const types = Object.fromEntries(LIMITS.map(([key]) => [typeKey(key), 'value'])) as Record<`${LimitKey}_type`, LimitType>;
  return { set, ...values, ...types };
}

const isSet = (key: ParamKey) => (ctx: RuleContext) => (ctx.values as ParamsForm).set[key];
const isLimit = (key: ParamKey): key is LimitKey => LIMITS.some(([limit]) => limit === key);

/** A limit: a number not below zero (a percent of the campaign not above 100), or empty. */
const limitNumber = (key: LimitKey): RuleFn => (value, ctx) => {
  if (isEmpty(value)) return null;
  const n = numberOf(value);
  if (n === null || n < 0) return TEXTS.number;
  return (ctx.values as ParamsForm)[typeKey(key)] === 'percent_campaign' && n > 100 ? TEXTS.percent : null;
};

/** The end not before the beginning when both are set. */
const periodOrder: RuleFn = (value, ctx) => {
  const form = ctx.values as ParamsForm;
  const begin = form.set.limit_date_begin ? form.limit_date_begin : null;
  return begin && typeof value === 'string' && value !== '' && value < begin ? TEXTS.period : null;
};

export const paramsRules: PathRules = {
  status: [requiredIf(isSet('status'), TEXTS.required)],
  limit_date_begin: [requiredIf(isSet('limit_date_begin'), TEXTS.required)],
  limit_date_end: [requiredIf(isSet('limit_date_end'), TEXTS.required), periodOrder],
  ...Object.fromEntries(LIMITS.map(([key]): [string, RuleFn[]] => [key, [(value, ctx) => (isSet(key)(ctx) ? limitNumber(key)(value, ctx) : null)]])),
};

/** The chosen parameters as the PUT sends them. */
export function paramsOf(form: ParamsForm): BulkParams {
  const out: BulkParams = {};
  for (const [key] of PARAMS) {
    if (!form.set[key]) continue;
    const value = form[key];
    if (isLimit(key)) {
      out[key] = isEmpty(value) ? null : numberOf(value);
      out[typeKey(key)] = form[typeKey(key)];
    } else out[key] = value ?? null;
  }
  return out;
}

export const anySet = (form: ParamsForm): boolean => PARAMS.some(([key]) => form.set[key]);
