// Issue 44: toasts never cover what the user needs. At 1366×768 an error toast raised by a modal's save sits top
// right under the navbar: clear of the modal's footer (its Save and Cancel) and of the navbar's menus.
import { expect, test } from './support/test';

test.use({ viewport: { width: 1366, height: 768 } });

test("a modal save's error toast covers neither the modal's footer nor the navbar", async ({ page, standIn }) => {
  await standIn.fault({ method: 'POST', path: '/api/core/payout-types', kind: 'respond', status: 200, body: { success: false, message: 'Сервис схем выплат недоступен' } });
  await page.goto('/preferences/sales/payout-types');
  await page.getByRole('button', { name: 'Добавить' }).click();
  const modal = page.getByRole('dialog', { name: 'Новая схема выплат' });
  await modal.getByRole('textbox', { name: 'Название' }).fill('Схема для проверки уведомлений');
  await modal.getByRole('combobox', { name: 'Формат' }).selectOption({ label: 'Видео pre-roll' });
  await modal.getByRole('combobox', { name: 'Событие' }).selectOption({ label: 'Досмотр 100%' });
  await modal.getByRole('button', { name: 'Сохранить' }).click();
  const toast = page.locator('.toast', { hasText: 'Сервис схем выплат недоступен' });
  await expect(toast).toBeVisible();

  const [toastBox, footerBox, navBox] = await Promise.all([toast.boundingBox(), modal.locator('.modal-footer').boundingBox(), page.getByRole('navigation', { name: 'Основное меню' }).boundingBox()]);
  if (!toastBox || !footerBox || !navBox) throw new Error('the toast, the footer and the navbar are all on screen');
  const overlaps = (a: typeof toastBox, b: typeof toastBox) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect({ overFooter: overlaps(toastBox, footerBox), overNavbar: overlaps(toastBox, navBox) }).toEqual({ overFooter: false, overNavbar: false });
  // The stack (the navigation's notices in it too) starts top right, just under the navbar: the same place on every page.
  const stack = await page.locator('.toast-container').boundingBox();
  if (!stack) throw new Error('the toast stack is on screen');
  expect({ underNavbar: stack.y >= navBox.y + navBox.height && stack.y < navBox.y + navBox.height + 8, right: toastBox.x + toastBox.width > 1366 - 40 }).toEqual({ underNavbar: true, right: true });
  // The footer's buttons take the click, not the toast.
  await modal.getByRole('button', { name: 'Отмена' }).click({ trial: true });
});

test("beside an 800 px modal (user-groups' members) the toast narrows to the room there: nothing of the modal is covered", async ({ page, standIn }) => {
  await standIn.fault({ method: 'PUT', path: '/users/groups/1/add/*', kind: 'respond', status: 200, body: { success: false, message: 'Пользователь заблокирован' } });
  await page.goto('/users/groups');
  await page.getByRole('button', { name: /^Участники группы «Менеджеры продаж»/ }).click();
  const members = page.getByRole('dialog', { name: 'Участники группы «Менеджеры продаж»' });
  await members.getByRole('searchbox', { name: 'Имя или логин пользователя' }).fill('kuznetsova2');
  await members.getByRole('searchbox', { name: 'Имя или логин пользователя' }).press('Enter');
  await members.getByRole('button', { name: 'Добавить пользователя «kuznetsova2» в группу' }).click();
  const toast = page.locator('.toast', { hasText: 'Пользователь заблокирован' });
  await expect(toast).toBeVisible();

  const [toastBox, dialogBox] = await Promise.all([toast.boundingBox(), members.locator('.modal-dialog').boundingBox()]);
  if (!toastBox || !dialogBox) throw new Error('the toast and the dialog are both on screen');
  // Beside the dialog, whole: its text in view, none of the modal's buttons (the rows' 'Исключить', 'Закрыть', ×) under it.
  expect({ besideDialog: toastBox.x >= dialogBox.x + dialogBox.width, inView: toastBox.x + toastBox.width <= 1366, readable: toastBox.width >= 220 }).toEqual({ besideDialog: true, inView: true, readable: true });
  // A real click on the footer's 'Закрыть' while the toast is up closes the modal.
  await members.locator('.modal-footer').getByRole('button', { name: 'Закрыть' }).click({ timeout: 2000 });
  await expect(members).toHaveCount(0);
});
