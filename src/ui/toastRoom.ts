import { useLayoutEffect, type RefObject } from 'react';

/** The stack's width when it cannot be measured: a toast (Bootstrap's 350 px) and the stack's padding (p-3). */
const STACK_WIDTH = 382;
/** Less room than this (a short modal body) is no room: the stack goes under the modal's footer instead. */
const MIN_ROOM = 120;

interface Box {
  top: number;
  bottom: number;
  right: number;
}

/** Where the stack goes while a modal is open: null where it already clears the dialog (beside it), else its top and height. */
export function roomBesideModal(dialog: Box, header: Box | null, footer: Box | null, view: { width: number; height: number }, stackWidth: number): { top: number; maxHeight: number } | null {
  if (view.width - dialog.right >= stackWidth) return null;
  // Over the modal's body only: under its header (the close button), above its footer (Save, Cancel, Close).
  const top = Math.max(0, header?.bottom ?? dialog.top);
  const bottom = Math.min(footer?.top ?? view.height, view.height);
  const inBody = bottom - top;
  const under = footer && footer.bottom < view.height ? view.height - footer.bottom : 0;
  if (inBody >= MIN_ROOM || inBody >= under) return { top, maxHeight: Math.max(0, inBody) };
  return { top: footer?.bottom ?? top, maxHeight: under };
}

const PLACED = ['top', 'max-height'] as const;

/**
 * Issue 44: while a modal is open, the toast stack does not cover its header's close button or its footer (a click on
 * 'Закрыть' landed on a toast). Beside a narrow dialog the stack stays where it is (top right under the navbar);
 * over a wide one it keeps to the modal's body, scrolling within it. Set on the DOM as inline `!important`, above
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
      const room = dialog ? roomBesideModal(dialog.getBoundingClientRect(), rect('.modal-header'), rect('.modal-footer'), { width: window.innerWidth, height: window.innerHeight }, stack.getBoundingClientRect().width || STACK_WIDTH) : null;
      if (!room) {
        PLACED.forEach((name) => stack.style.removeProperty(name));
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
