import type { ReactNode } from 'react';

/** One section of the form: a titled card of fields. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card" aria-label={title}>
      <div className="card-body">
        <h3 className="h6 card-title mb-3">{title}</h3>
        <div className="row">{children}</div>
      </div>
    </section>
  );
}
