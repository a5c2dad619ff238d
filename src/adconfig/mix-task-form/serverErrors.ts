import type { Path } from '@core/record';
import type { RuleValues } from './values';

/**
 * A 8: the server names a rule's errors by its sync id (errors.task[id], or errors.task[id][arg],
 * or errors.task[id].args[arg]); the form shows them by the rule's place in the list. An error of a
 * rule the page no longer holds goes under the list, so it is never lost.
 */
export function ruleErrorsByIndex(errors: Record<Path, string>, rules: RuleValues[]): Record<Path, string> {
  const out: Record<Path, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const parts = path.split('.');
    if (parts[0] !== 'task' || parts.length < 2) {
      out[path] ??= message;
      continue;
    }
    const index = rules.findIndex((r) => r.id === parts[1]);
    if (index < 0) {
      // Already by index (a rule of the page's own checks) or a rule unknown: keep what maps, else under the list.
      const byIndex = /^\d+$/.test(parts[1]) && Number(parts[1]) < rules.length;
      out[byIndex ? path : 'task'] ??= message;
      continue;
    }
    const rest = parts.slice(2).filter((p, i) => !(i === 0 && p === 'args'));
    const arg = rest[0];
    const known = arg !== undefined && arg !== 'type' && arg !== 'id' && Object.hasOwn(rules[index].args, arg);
    out[known ? `task.${index}.args.${arg}` : `task.${index}`] ??= message;
  }
  return out;
}
