import { ratingTone } from '@core/report/colours';
import { TEXTS } from '../texts';
import { formatNumber } from '@core/format';

/** S 9: a rating 1–10 as a badge: under 5 danger, under 8 warning, else success; unknown as a dash. */
export function RatingBadge({ label, value }: { label: string; value: number | null }) {
  const tone = ratingTone(value);
  return (
    <span className="d-inline-flex align-items-center gap-2 me-4">
      <span>{label}:</span>
      <span className={`badge fs-6 ${tone ? `text-bg-${tone}` : 'text-bg-light border'}`}>{value === null ? TEXTS.unknown : formatNumber(value)}</span>
    </span>
  );
}
