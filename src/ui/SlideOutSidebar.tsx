import { useEffect, useId, useState, type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';

/** Windows at least this wide keep the sidebar beside the content (Bootstrap's lg); narrower ones slide it over. */
export const WIDE_WINDOW = '(min-width: 992px)';

/** jsdom and old browsers have no matchMedia: read as a wide window (the sidebar open, in the flow). */
const isWide = (): boolean => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_WINDOW).matches : true);

export interface SlideOutState {
  open: boolean;
  /** The window is wide: the sidebar is a column beside the content, not an overlay. */
  wide: boolean;
  setOpen(open: boolean): void;
  toggle(): void;
  /** The sidebar's element id (the toggle's aria-controls). */
  id: string;
}

/**
 * The slide-out sidebar's state: open by default on a wide window, closed on a narrow one; a window
 * narrowed past the breakpoint closes it (it would cover the content), widened opens it again.
 */
export function useSlideOut(): SlideOutState {
  const id = useId();
  const [wide, setWide] = useState(isWide);
  const [open, setOpen] = useState(wide);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(WIDE_WINDOW);
    const follow = () => {
      setWide(query.matches);
      setOpen(query.matches);
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return { open, wide, setOpen, toggle: () => setOpen((o) => !o), id: `slide-out${id}` };
}

export interface SlideOutToggleProps {
  state: SlideOutState;
  /** What the sidebar holds ('Фильтры и теги'). */
  label: string;
  className?: string;
}

/** The button that slides the sidebar in and out (aria-expanded says which). */
export function SlideOutToggle({ state, label, className = '' }: SlideOutToggleProps) {
  return (
    <button type="button" className={`btn btn-sm btn-outline-secondary text-nowrap ${className}`} aria-expanded={state.open} aria-controls={state.id} onClick={state.toggle}>
      <span aria-hidden="true">{state.open ? '« ' : '☰ '}</span>
      {label}
    </button>
  );
}

export interface WithSlideOutSidebarProps {
  state: SlideOutState;
  /** The sidebar's title (its accessible name; the overlay's heading). */
  title: string;
  sidebar: ReactNode;
  children: ReactNode;
}

/**
 * A page with a sidebar that slides out so the content takes the full width (I 2.1): on a wide window a
 * column beside the content while open; on a narrow one an offcanvas over it (closed by default,
 * Escape or its close button hide it). The toggle (SlideOutToggle) is the screen's to place.
 */
export function WithSlideOutSidebar({ state, title, sidebar, children }: WithSlideOutSidebarProps) {
  const titleId = `${state.id}-title`;
  if (!state.wide) {
    return (
      <>
        <Offcanvas id={state.id} show={state.open} onHide={() => state.setOpen(false)} placement="start" aria-labelledby={titleId}>
          <Offcanvas.Header closeButton closeLabel="Закрыть">
            <Offcanvas.Title as="h2" className="h5" id={titleId}>
              {title}
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>{sidebar}</Offcanvas.Body>
        </Offcanvas>
        <div>{children}</div>
      </>
    );
  }
  return (
    <div className="row g-3">
      {/* Hidden, not unmounted: what the sidebar holds (a tab, a field's focus) is there again when it slides back. */}
      <aside id={state.id} className="col-lg-4 col-xl-3" aria-label={title} hidden={!state.open}>
        {sidebar}
      </aside>
      <div className={state.open ? 'col-lg-8 col-xl-9' : 'col-12'}>{children}</div>
    </div>
  );
}
