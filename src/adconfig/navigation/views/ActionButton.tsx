import { forwardRef, type ButtonHTMLAttributes } from 'react';

/** The button of a dropdown action that calls its url (non-GET), without the aria-selected a button may not carry. */
export const ActionButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function ActionButton(props, ref) {
  return <button ref={ref} type="button" {...props} aria-selected={undefined} />;
});
