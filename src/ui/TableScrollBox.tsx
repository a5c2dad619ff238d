import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

/** Below this the box would be a slit: then it keeps its height and the page scrolls to it. */
const FIT_MIN_HEIGHT = 300;
/** Room left under the box on the first screen (its border, a breath). */
const FIT_MARGIN = 8;

export interface TableScrollBoxProps {
  /** The region's name (the table's caption): the box takes keyboard focus to scroll. */
  caption: string;
  /** The spec's height of the box (S 9: 550 px); less when the first screen has less room under the box. */
  maxHeight: number;
  className?: string;
  /** The scroll box itself, for windowed rows that follow its scroll. */
  boxRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

/**
 * The scroll box of a wide or long table, its header sticky (issue 44):
 * - it fits the first screen: where the page above leaves less than its height (post-click-kpi at 1366×768),
 *   it ends at the window's bottom, so its horizontal scrollbar is in view;
 * - while columns lie beyond its right (or left) edge, that edge fades (`data-more-right` / `data-more-left`
 *   on the frame), the hint that the table scrolls sideways.
 * Both are set on the DOM, not through React state: a big table is not rendered again for them.
 */
export function TableScrollBox({ caption, maxHeight, className, boxRef, children }: TableScrollBoxProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = boxRef ?? ownRef;
  useFitToScreen(ref, maxHeight);
  useSideHints(frameRef, ref);
  return (
    <div ref={frameRef} className="table-scroll-frame">
      <div ref={ref} className={`table-responsive table-scroll${className ? ` ${className}` : ''}`} style={{ maxHeight }} tabIndex={0} role="region" aria-label={caption}>
        {children}
      </div>
    </div>
  );
}

function useFitToScreen(ref: RefObject<HTMLDivElement | null>, maxHeight: number) {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const fit = () => {
      const top = box.getBoundingClientRect().top + window.scrollY;
      const room = Math.floor(window.innerHeight - top - FIT_MARGIN);
      const height = `${room >= FIT_MIN_HEIGHT && room < maxHeight ? room : maxHeight}px`;
      if (box.style.maxHeight !== height) box.style.maxHeight = height;
    };
    fit();
    window.addEventListener('resize', fit);
    // What comes in above the box after it (a screen's card or pager once its data is there, the navigation bar)
    // moves it down: the page's height changes with it, and the box fits again.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
    };
  }, [ref, maxHeight]);
}

function useSideHints(frameRef: RefObject<HTMLDivElement | null>, boxRef: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const box = boxRef.current;
    if (!frame || !box) return undefined;
    // Sizes change with a resize (rows loaded, columns chosen), the position with a scroll: a scroll reads only its offset.
    let hidden = 0;
    const mark = () => {
      frame.toggleAttribute('data-more-right', hidden > 1 && box.scrollLeft < hidden - 1);
      frame.toggleAttribute('data-more-left', hidden > 1 && box.scrollLeft > 1);
    };
    const measure = () => {
      hidden = box.scrollWidth - box.clientWidth;
      // The fades sit inside the box's scrollbars, not over them.
      frame.style.setProperty('--box-scrollbar-y', `${box.offsetWidth - box.clientWidth}px`);
      frame.style.setProperty('--box-scrollbar-x', `${box.offsetHeight - box.clientHeight}px`);
      mark();
    };
    measure();
    box.addEventListener('scroll', mark, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', mark);
      observer?.disconnect();
    };
  }, [frameRef, boxRef]);
}
