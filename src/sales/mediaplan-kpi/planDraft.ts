import type { Change, ChangeSetOptions } from '@core/grid/ChangeSet';
import { numberText, sameNumberText, textNumber } from '@core/grid/numericCells';
import { planMet } from '@core/report/colours';
import { knownCompare, type Compare, type DiffEntry, type Indicator, type PlanLine } from './api';
import { TEXTS } from './texts';

/** S 3 apply_to: -1 means every campaign of the media plan. */
export const ALL_CAMPAIGNS = -1;

/**
 * One indicator's line in a campaign's modal, as edited: whether the campaign has it, its compare, its plan
 * as typed, and the campaigns the save applies it to (S 3 apply_to; the campaign itself by default).
 */
export interface LineDraft {
  present: boolean;
  compare: Compare;
  plan: string;
  applyTo: number[];
}

export const NO_LINE: LineDraft = { present: false, compare: '', plan: '', applyTo: [] };

const sameTargets = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

export const sameDraft = (a: LineDraft, b: LineDraft): boolean =>
  a.present === b.present && (!a.present || (a.compare === b.compare && sameNumberText(a.plan, b.plan) && sameTargets(a.applyTo, b.applyTo)));

/** S 5: the plan must be a number; at least one campaign chosen in "Применить к". */
export function lineErrors(draft: LineDraft, kpiName: string): string[] {
  if (!draft.present) return [];
  const plan = textNumber(draft.plan);
  return [...(plan === null || Number.isNaN(plan) ? [TEXTS.planNotNumber(kpiName)] : []), ...(draft.applyTo.length === 0 ? [TEXTS.noTarget(kpiName)] : [])];
}

/** The ChangeSet options of a campaign's lines (keyed by indicator id); `name` gives the indicator's name for the messages. */
export function draftOptions(name: (kpiId: number) => string): ChangeSetOptions<number, LineDraft> {
  return { empty: NO_LINE, equals: sameDraft, validate: (draft, kpiId) => lineErrors(draft, name(kpiId))[0] ?? null };
}

/** A worst value of min: the fact should reach the plan (>=); max: it should stay under it (<=). */
export const defaultCompare = (indicator: Indicator): Compare => (indicator.worst_value === 'max' ? '<=' : '>=');

/** The stored lines of a campaign as the modal's drafts. */
export function entriesOf(lines: PlanLine[], campaignId: number): Array<[number, LineDraft]> {
  return lines.filter((l) => l.campaign_id === campaignId).map((l) => [l.kpi_id, { present: true, compare: l.compare, plan: numberText(l.plan), applyTo: [campaignId] }]);
}

/**
 * The changed lines of `campaignId`'s modal as save-diff entries: one per campaign each line applies to (-1: all
 * of them); a stored line removed in the modal (S 2) as its stored compare with an empty plan, for this campaign.
 */
export function diffOf(changes: Change<number, LineDraft>[], campaigns: number[], campaignId: number, stored: (kpiId: number) => LineDraft): DiffEntry[] {
  return changes.flatMap(({ key, value }) => {
    if (!value.present) {
      const was = stored(key);
      return was.present ? [{ campaign_id: campaignId, kpi_id: key, compare: was.compare, plan: null }] : [];
    }
    const targets = value.applyTo.includes(ALL_CAMPAIGNS) ? campaigns : campaigns.filter((id) => value.applyTo.includes(id));
    return targets.map((campaignId) => ({ campaign_id: campaignId, kpi_id: key, compare: value.compare, plan: textNumber(value.plan) }));
  });
}

/**
 * The plan after a save the backend answered with no lines (S 7 names none): the sent entries applied to the stored
 * lines. An empty plan removes the campaign's line; any other entry replaces it or adds it (its fact kept, if known).
 */
export function linesAfterDiff(lines: PlanLine[], diff: DiffEntry[], kpiName: (kpiId: number) => string): PlanLine[] {
  const same = (l: PlanLine, e: DiffEntry) => l.campaign_id === e.campaign_id && l.kpi_id === e.kpi_id;
  return diff.reduce<PlanLine[]>((plan, entry) => {
    const kept = plan.filter((l) => !same(l, entry));
    if (entry.plan === null) return kept;
    const was = plan.find((l) => same(l, entry));
    return [...kept, { campaign_id: entry.campaign_id, kpi_id: entry.kpi_id, kpi_name: was?.kpi_name || kpiName(entry.kpi_id), compare: entry.compare, plan: entry.plan, fact: was?.fact ?? null }];
  }, lines);
}

export type Outcome = { text: string; tone: 'success' | 'danger' | 'secondary' };

/** S 9: met or not by the operator, else by the worst value; neither known: 'Неизвестная ошибка'. */
export function outcomeOf(line: PlanLine, indicator: Indicator | undefined): Outcome {
  if (line.fact === null || line.plan === null) return { text: TEXTS.unknown, tone: 'secondary' };
  const met = planMet(line.fact, line.plan, knownCompare(line.compare), indicator?.worst_value ?? null);
  if (met === null) return { text: TEXTS.unknownError, tone: 'secondary' };
  return met ? { text: TEXTS.met, tone: 'success' } : { text: TEXTS.failed, tone: 'danger' };
}
