import { formatPercent } from '@core/format';
import { StatusBadge, type BadgeVariant } from '@ui/StatusBadge';
import { TEXT } from '../texts';

/** I 9: the AI tag percent's colour: 85 and above success, 50 and above warning, else danger. */
export function aiPercentVariant(percent: number): BadgeVariant {
  if (percent >= 85) return 'success';
  if (percent >= 50) return 'warning';
  return 'danger';
}

/** The neural net's confidence in the automatic tags, as a coloured badge ('ИИ 94 %', ru-RU's percent). */
export function AiPercent({ percent }: { percent: number }) {
  const text = `${TEXT.aiPercent} ${formatPercent(percent, 1)}`;
  return (
    <span title={TEXT.aiPercentTitle}>
      <StatusBadge text={text} variant={aiPercentVariant(percent)} />
      <span className="visually-hidden"> ({TEXT.aiPercentTitle})</span>
    </span>
  );
}
