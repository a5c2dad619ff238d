import { d } from '@core/decode';
import { answeredRows, rowsKeeping, sentRowsPath, withKept, type Kept } from '@core/option';

/**
 * A 3 event-link rule, the rule of this editor (our choice: the one rule of A 3 no other editor keeps):
 * on `event` the ad server calls the rule's `links`, instead of the default links when `is_override`,
 * else beside them. As edited: the links one per line, as typed.
 */
export interface EventLinkDraft {
  event: string;
  is_override: boolean;
  links: string;
  /** What else the rule came with: sent back as it came. */
  kept?: Kept;
}
export type RulesValue = EventLinkDraft[];

/** A rule as saved (A 5: event a required string, is_override a boolean, links a list of URLs). */
export interface EventLinkRule {
  event: string;
  is_override: boolean;
  links: string[];
}

/** The links typed: one per line, trimmed, empty lines left out. */
export const linksOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const linkList = (raw: unknown): string => (Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string').join('\n') : typeof raw === 'string' ? raw : '');
const ruleShape = d.record({ event: d.text, is_override: d.bool, links: linkList });

const RULE_FIELDS = ['event', 'is_override', 'links'];

/**
 * A list of saved rules (params.value, a preset's params) → the rules as edited, each keeping its other
 * fields; anything but a list is none, a malformed rule reads as an empty one.
 */
export function decodeRules(raw: unknown): RulesValue {
  return rowsKeeping(raw, RULE_FIELDS, (item) => {
    const rule = ruleShape(item);
    return { event: rule.event, is_override: rule.is_override === true, links: rule.links };
  });
}

/** A preset's params: the rules when they are a list, else not this editor's (left out of the presets). */
export const presetRules = (raw: unknown): RulesValue | null => (Array.isArray(raw) ? decodeRules(raw) : null);

export const newRule = (): EventLinkDraft => ({ event: '', is_override: false, links: '' });

/** A 5: a rule without links is dropped, not refused. */
export const isDropped = (rule: EventLinkDraft): boolean => linksOf(rule.links).length === 0;

const sentRulePath = sentRowsPath((rule: EventLinkDraft) => !isDropped(rule));

/**
 * A server error by the sent rules ('1.links': the second rule sent) → the rule the user sees ('3.links'): rules
 * without links are not sent. One link's error ('1.links.4') goes under the rule's links: they are one field here.
 */
export const ruleErrorPath = (path: string, rules: RulesValue): string => sentRulePath(path, rules).replace(/^(\d+\.links)\.\d+$/, '$1');

/** What is sent (and kept in a preset): the rules with links, the event trimmed. */
export function encodeRules(value: RulesValue): EventLinkRule[] {
  return value.filter((rule) => !isDropped(rule)).map((rule) => withKept(rule.kept, { event: rule.event.trim(), is_override: rule.is_override, links: linksOf(rule.links) }));
}

/**
 * A 9 merge mode, for a preset applied: overwrite replaces the rules; merge adds the preset's rules, a rule
 * of an event already there giving it the links it lacks (its own override kept).
 */
export function mergeRules(current: RulesValue, preset: RulesValue): RulesValue {
  const out = current.map((rule) => ({ ...rule }));
  for (const rule of preset) {
    const event = rule.event.trim();
    const same = event === '' ? undefined : out.find((r) => r.event.trim() === event);
    if (!same) {
      out.push({ ...rule });
      continue;
    }
    const have = linksOf(same.links);
    const added = linksOf(rule.links).filter((link) => !have.includes(link));
    same.links = [...have, ...added].join('\n');
  }
  return out;
}

/** A 7 "Option rules save: status plus value list; response data and option": the rules as stored, shown in place of those sent (answeredRows). */
export function savedRules(data: unknown, sent: RulesValue): RulesValue {
  return answeredRows(data, sent, { decode: decodeRules, sentCount: encodeRules(sent).length });
}
