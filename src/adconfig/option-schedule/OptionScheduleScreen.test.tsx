import { when } from 'mobx';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { UNKNOWN_TIMEZONE } from '@fixtures/server/routes/option-schedule';
import { backend } from '@test/setup';
import { readOption } from '@core/option';
import { renderScreen } from '@test/render';
import { OptionScheduleScreen, optionScheduleStore } from './OptionScheduleScreen';

const PATH = '/options/schedule';
// The grid has 168 cells: found by their aria-label directly (getByLabelText scans them all each time).
function cell(label: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`no control labelled ${label}`);
  return found;
}
const day = (n: number) => screen.getByText(String(n), { selector: 'label.schedule-day' });

async function open(id: number) {
  const view = renderScreen(<OptionScheduleScreen />, { at: `${PATH}/?id=${id}`, entry: 'option-schedule' });
  await screen.findByText('Часы показа по дням недели');
  return view;
}

describe('OptionScheduleScreen', () => {
  it('edits hours with the keyboard (one tab stop, arrows, Space), whole days and hours by their headers, days of the month; saves it all', async () => {
    const { user } = await open(1);
    expect(screen.getByLabelText<HTMLSelectElement>('Часовой пояс').value).toBe('Asia/Yekaterinburg');
    expect(cell('Понедельник, 09:00–10:00')).toBeChecked();
    expect(day(15).previousElementSibling).toBeChecked();
    expect(day(15).previousElementSibling).toHaveAccessibleName('15 число');
    // One cell of the grid is in the tab order; arrows move inside it.
    expect(document.querySelectorAll('.week-hours input[tabindex="0"]')).toHaveLength(1);
    act(() => cell('Понедельник, 00:00–01:00').focus());
    await user.keyboard('{ArrowDown}{ArrowRight}{End}');
    expect(cell('Вторник, 23:00–00:00')).toHaveFocus();
    await user.keyboard(' ');
    expect(cell('Вторник, 23:00–00:00')).toBeChecked();
    // Clicks by event: user-event's pointer simulation over a 168-cell grid is what costs here.
    fireEvent.click(cell('Суббота целиком'));
    fireEvent.click(cell('Каждый день 09:00–10:00'));
    expect(cell('Воскресенье, 09:00–10:00')).toBeChecked();
    fireEvent.click(day(31));

    fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));
    await screen.findByText('Успешно сохранено');
    const work = [9, 10, 11, 12, 13, 14, 15, 16, 17];
    expect(backend.last('POST', PATH).body).toEqual({
      status: 1,
      value: {
        days: [1, 2, 3, 15],
        hours: { 1: work, 2: [...work, 23], 3: work, 4: work, 5: work.slice(0, -1), 6: Array.from({ length: 24 }, (_, h) => h), 7: [9] },
        timezone: 'Asia/Yekaterinburg',
      },
    });
  });

  it('reads a malformed value sensibly, keeps an unknown timezone, and shows the server refusing it under the field', async () => {
    await open(3);
    expect(day(5).previousElementSibling).toBeChecked();
    expect(document.querySelectorAll('.btn-check:checked')).toHaveLength(1);
    expect(cell('Понедельник, 08:00–09:00')).toBeChecked();
    expect(document.querySelectorAll('.week-hours input:checked')).toHaveLength(1);
    const zone = screen.getByLabelText<HTMLSelectElement>('Часовой пояс');
    expect(zone.value).toBe('Mars/Olympus');
    fireEvent.click(screen.getByText('Сохранить', { selector: 'button' }));
    await waitFor(() => expect(zone).toHaveAccessibleDescription(UNKNOWN_TIMEZONE));
    fireEvent.change(zone, { target: { value: 'Europe/Moscow' } });
    expect(zone).not.toHaveAccessibleDescription();
  });
});

describe('OptionScheduleScreen round trip (issue 41)', () => {
  it("keeps the value's keys it does not own when edited and saved", async () => {
    window.history.replaceState(null, '', `${PATH}/?id=7`);
    const store = optionScheduleStore({ option: readOption({ status: 1, params: { value: { days: [1, 2], hours: {}, timezone: 'Europe/Moscow', zz_keep: 'как есть' } } }) });
    const stop = store.start();
    await when(() => store.loadState === 'ready');
    store.set('days', [1]);
    expect(await store.save()).toBe(true);
    expect(backend.last('POST', PATH).body).toMatchObject({ status: 1, value: { days: [1], zz_keep: 'как есть' } });
    stop();
  });
});
