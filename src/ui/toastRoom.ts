import { useLayoutEffect, type RefObject } from 'react';

/** The stack's width holding a toast: Bootstrap's 350 px and the stack's padding (p-3). */
const STACK_WIDTH = 382;
/** Less room than this (a short modal body) is no room: the stack goes under the modal's footer instead. */
const MIN_ROOM = 120;
/** A stack at least this wide (a toast of 228 px and the padding) still reads well: beside a dialog, it narrows to this rather than cover it. */
const MIN_SIDE = 260;

interface Box {
  top: number;
  bottom: number;
  right: number;
}

/** Where the stack goes while a modal is open: null where it clears the dialog as it is, a narrower stack beside it, or its top and height over the body. */
export function roomBesideModal(dialog: Box, header: Box | null, footer: Box | null, view: { width: number; height: number }): { width: number } | { top: number; maxHeight: number } | null {
  const side = view.width - dialog.right;
  if (side >= STACK_WIDTH) return null;
  // Beside the dialog, narrower (an 800 px modal at 1366 leaves 283 px): nothing of the modal is covered, its rows' buttons neither.
  if (side >= MIN_SIDE) return { width: Math.floor(side) };
  // Over the modal's body only: under its header (the close button), above its footer (Save, Cancel, Close).
  const top = Math.max(0, header?.bottom ?? dialog.top);
  const bottom = Math.min(footer?.top ?? view.height, view.height);
  const inBody = bottom - top;
  const under = footer && footer.bottom < view.height ? view.height - footer.bottom : 0;
  if (inBody >= MIN_ROOM || inBody >= under) return { top, maxHeight: Math.max(0, inBody) };
  return { top: footer?.bottom ?? top, maxHeight: under };
}

const PLACED = ['top', 'max-height', 'width'] as const;

/**
 * Issue 44: while a modal is open, the toast stack does not cover its header's close button or its footer (a click on
 * 'Закрыть' landed on a toast). Beside a narrow dialog the stack stays where it is (top right under the navbar); beside
 * a middle one it narrows to the room there; over a wide one it keeps to the modal's body, scrolling within it. Set on the DOM as inline `!important`, above
 * the stack's own placement rules (islands.css); measured again as the dialog opens, grows and the window resizes.
 */
export function useModalRoom(stackRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const body = document.body;
    let sized: HTMLElement | null = null;
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => place());
    function place() {
      const stack = stackRef.current;
      if (!stack || (!sized && !body.classList.contains('modal-open'))) return;
      const dialogs = body.classList.contains('modal-open') ? document.querySelectorAll<HTMLElement>('.modal .modal-dialog') : [];
      const dialog = dialogs.length ? dialogs[dialogs.length - 1] : null;
      if (dialog !== sized) {
        if (sized) resize?.unobserve(sized);
        if (dialog) resize?.observe(dialog);
        sized = dialog;
      }
      const rect = (selector: string) => dialog?.querySelector<HTMLElement>(selector)?.getBoundingClientRect() ?? null;
      // The stack's width as it is when it holds a toast: an empty one measures only its padding.
      const room = dialog ? roomBesideModal(dialog.getBoundingClientRect(), rect('.modal-header'), rect('.modal-footer'), { width: window.innerWidth, height: window.innerHeight }) : null;
      PLACED.forEach((name) => stack.style.removeProperty(name));
      if (!room) return;
      if ('width' in room) {
        stack.style.setProperty('width', `${room.width}px`, 'important');
        return;
      }
      stack.style.setProperty('top', `${room.top}px`, 'important');
      stack.style.setProperty('max-height', `${room.maxHeight}px`, 'important');
    }
    place();
    const classes = new MutationObserver(() => place());
    classes.observe(body, { attributes: true, attributeFilter: ['class'] });
    // The dialog slides in (a transform, which no resize reports): measured again once it has.
    document.addEventListener('transitionend', place, true);
    window.addEventListener('resize', place);
    // A long modal scrolls within its own box (its footer comes into view from below).
    document.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      document.removeEventListener('scroll', place, { capture: true });
      classes.disconnect();
      resize?.disconnect();
      document.removeEventListener('transitionend', place, true);
      window.removeEventListener('resize', place);
    };
  }, [stackRef]);
}
