import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

/** The link-style button that opens or closes a row's details (S 2: a click on the campaign name). */
export const ExpandToggle = observer(function ExpandToggle({ expanded, onToggle, label, children }: { expanded: boolean; onToggle(): void; label: string; children: ReactNode }) {
  return (
    <button type="button" className="btn btn-link p-0 text-start text-break-anywhere" aria-expanded={expanded} aria-label={label} onClick={onToggle}>
      <span aria-hidden="true" className="me-1">
        {expanded ? '▾' : '▸'}
      </span>
      {children}
    </button>
  );
});
