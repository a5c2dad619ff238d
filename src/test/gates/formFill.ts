// Filling a probe's form as a user does, for the jsdom gates (matrix.ts, backendPage.ts).
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { FormField, FormProbe } from '@e2e/probes';

/** The field by its role and accessible name, as the browser gates find it (a required mark is no part of the name). */
export function fieldControl(field: FormField): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  const control = screen.getByRole(field.kind === 'select' ? 'combobox' : field.kind === 'check' ? 'checkbox' : 'textbox', { name: field.label });
  return control as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
}

export async function fillForm(form: FormProbe): Promise<ReturnType<typeof userEvent.setup>> {
  // No pointer-events check before each click: it reads the computed style of every ancestor (slow in
  // jsdom); the browser gate clicks the same controls for real.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  for (const field of form.fields) {
    const control = await waitFor(() => fieldControl(field));
    if (field.kind === 'select') await user.selectOptions(control, field.value);
    else if (field.kind === 'check') {
      if (control instanceof HTMLInputElement && control.checked !== (field.value === 'on')) await user.click(control);
    } else {
      await user.clear(control);
      await user.click(control);
      await user.paste(field.value);
    }
  }
  return user;
}
