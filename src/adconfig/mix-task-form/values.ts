import { numberOf, type Tree } from '@core/record';
import type { MixRule, MixTask, MixTaskPayload, MixTaskStatus } from './api';
import { ruleTypeOf, type RuleType } from './ruleTypes';

/** A rule as the form edits it: a known type's args as text; an unknown type's args kept as loaded. */
export type RuleValues = {
  id: string;
  type: string;
  args: Record<string, string>;
  /** The args as loaded: a type this page does not know sends them back untouched; a known one keeps those it does not edit. */
  raw: Tree;
};

/** The form as typed: numbers stay text until the save, so nothing typed is lost or rounded. */
export type MixTaskValues = {
  name: string;
  to_mix: string;
  to_mix_daily: string;
  status: MixTaskStatus;
  task: RuleValues[];
};

let lastSyncId = 0;
/** A sync id for a rule added here: the server names the rule's errors by it (errors.task[id]). */
export function newSyncId(): string {
  lastSyncId += 1;
  return `new-${Date.now().toString(36)}-${lastSyncId}`;
}

const numberText = (n: number | null) => (n === null ? '' : String(n));

export function emptyMixTask(): MixTaskValues {
  return { name: '', to_mix: '', to_mix_daily: '', status: 'new', task: [] };
}

/** A new rule of a type, its args empty. */
export function newRule(types: readonly RuleType[], type: string): RuleValues {
  const args: Record<string, string> = {};
  for (const arg of ruleTypeOf(types, type)?.args ?? []) args[arg.key] = '';
  return { id: newSyncId(), type, args, raw: {} };
}

function ruleValuesOf(types: readonly RuleType[], rule: MixRule): RuleValues {
  const type = ruleTypeOf(types, rule.type);
  const args: Record<string, string> = {};
  for (const arg of type?.args ?? []) args[arg.key] = arg.text(rule.args[arg.key]);
  // A rule loaded without a sync id gets one, so its errors can still find it.
  // A known type keeps only the args it does not edit (sent back as loaded); an unknown one keeps them all.
  const raw: Tree = {};
  for (const [key, value] of Object.entries(rule.args)) if (!(key in args)) raw[key] = value;
  return { id: rule.id || newSyncId(), type: rule.type, args, raw };
}

export function valuesOf(task: MixTask, types: readonly RuleType[]): MixTaskValues {
  return {
    name: task.name,
    to_mix: numberText(task.to_mix),
    to_mix_daily: numberText(task.to_mix_daily),
    status: task.status,
    task: task.task.map((rule) => ruleValuesOf(types, rule)),
  };
}

function ruleOf(types: readonly RuleType[], rule: RuleValues): MixRule {
  const type = ruleTypeOf(types, rule.type);
  if (!type) return { type: rule.type, args: rule.raw, id: rule.id };
  const args: Tree = { ...rule.raw };
  for (const arg of type.args) args[arg.key] = arg.value(rule.args[arg.key] ?? '');
  return { type: rule.type, args, id: rule.id };
}

/**
 * What is sent: the task as loaded (`source`; its `rule_types`, ours, left out) with the form over it: limits as
 * numbers (an empty daily limit as null), the rules with their sync ids.
 */
export function payloadOf(values: MixTaskValues, types: readonly RuleType[], source: Readonly<Record<string, unknown>> = {}): MixTaskPayload {
  const { rule_types: _types, ...kept } = source;
  return {
    ...kept,
    name: values.name.trim(),
    to_mix: numberOf(values.to_mix),
    to_mix_daily: numberOf(values.to_mix_daily),
    task: values.task.map((rule) => ruleOf(types, rule)),
    status: values.status,
  };
}
