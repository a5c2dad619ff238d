import type { ReactNode } from 'react';
import { CREATIVE_TEXT } from './texts';

/** A creative page with nothing to save (read only, or nothing to edit yet): its heading, what it says, the way back to the flight's settings. */
export function CreativePanel({ heading, back, children }: { heading: string; back: string; children: ReactNode }) {
  return (
    <div className="d-flex flex-column gap-3">
      <h2 className="h5 mb-0">{heading}</h2>
      {children}
      <div>
        <a href={back}>{CREATIVE_TEXT.settings}</a>
      </div>
    </div>
  );
}
