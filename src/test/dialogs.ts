import { waitFor } from '@testing-library/react';
import { notify } from '@core/notify';

/** Answers the one open confirmation (Да / Отмена) as the user would; gives back what it asked. */
export async function answerConfirm(ok: boolean): Promise<{ title: string; message: string }> {
  await waitFor(() => expect(notify.dialogs).toHaveLength(1));
  const [dialog] = notify.dialogs;
  dialog.resolve(ok);
  return { title: dialog.title, message: dialog.message };
}
