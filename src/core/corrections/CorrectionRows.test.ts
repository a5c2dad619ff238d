// A 4 / A 5 corrections rows, shared by the redirection channels' form and option-corrections.
import { CORRECTION_TEXT, CorrectionRows, correctionsOf } from './index';

describe('CorrectionRows', () => {
  it('loads saved corrections as rows (one empty row for a new list when asked), knows its unsaved edits', () => {
    const list = new CorrectionRows();
    list.load([], true);
    expect(list.rows.map(({ event, slice }) => [event, slice])).toEqual([['', '']]);
    expect(list.dirty).toBe(false);
    list.load(correctionsOf([{ type: 'event', event_id: 4, slice_percent: 10, redirection_percent: 50 }, { type: 'clicked', slice_percent: 200 }, 'мусор']));
    expect(list.rows.map(({ event, slice, redirection }) => [event, slice, redirection])).toEqual([
      ['event:4', '10', '50'],
      ['clicked', '', ''],
    ]);
    list.set(list.rows[1].key, 'slice', '5');
    expect(list.dirty).toBe(true);
  });

  it('an event in one row only; percents 0..100 in pairs; an event for a row with percents; zero and empty slices dropped', () => {
    const list = new CorrectionRows();
    list.addRow();
    list.addRow();
    list.addRow();
    const [a, b, c] = list.rows;
    list.set(a.key, 'event', 'displayed');
    expect(list.isTaken(b.key, 'displayed')).toBe(true);
    expect(list.isTaken(a.key, 'displayed')).toBe(false);
    expect(list.eventChoices([{ value: '7', name: 'Досмотр' }]).map((e) => e.value)).toEqual(['displayed', 'clicked', 'events', 'event:7']);
    list.set(a.key, 'slice', '12,5');
    list.set(b.key, 'slice', '101');
    list.set(c.key, 'redirection', '0');
    expect(list.validate()).toBe(false);
    expect(list.errors).toEqual({
      [a.key]: { redirection: CORRECTION_TEXT.percentError },
      [b.key]: { slice: CORRECTION_TEXT.percentError, redirection: CORRECTION_TEXT.percentError, event: CORRECTION_TEXT.chooseEventError },
      [c.key]: { slice: CORRECTION_TEXT.percentError, event: CORRECTION_TEXT.chooseEventError },
    });
    list.set(a.key, 'redirection', '100');
    expect(list.errors[a.key]).toEqual({});
    list.clearRow(b.key);
    list.removeRow(c.key);
    expect(list.validate()).toBe(true);
    list.addRow();
    list.set(list.rows[2].key, 'event', 'event:9');
    list.set(list.rows[2].key, 'slice', '0');
    list.set(list.rows[2].key, 'redirection', '3');
    expect(list.corrections(null)).toEqual([{ channel_id: null, type: 'displayed', event_id: null, slice_percent: 12.5, redirection_percent: 100 }]);
  });

  it('with a channel per row (option-corrections): "Выберите канал!", an event once per channel, each row sent with its channel', () => {
    const list = new CorrectionRows({ channelPerRow: true });
    list.load(correctionsOf([{ channel_id: 5, type: 'clicked', slice_percent: 10, redirection_percent: 20 }]));
    list.addRow();
    const [a, b] = list.rows;
    expect(a.channel).toBe('5');
    list.set(b.key, 'event', 'displayed');
    list.set(b.key, 'slice', '30');
    list.set(b.key, 'redirection', '40');
    expect(list.validate()).toBe(false);
    expect(list.errors[b.key]).toEqual({ channel: CORRECTION_TEXT.chooseChannel });
    list.set(b.key, 'channel', '6');
    expect(list.isTaken(b.key, 'clicked')).toBe(false);
    list.set(b.key, 'channel', '5');
    expect(list.isTaken(b.key, 'clicked')).toBe(true);
    expect(list.validate()).toBe(true);
    expect(list.corrections().map((c) => [c.channel_id, c.type])).toEqual([
      [5, 'clicked'],
      [5, 'displayed'],
    ]);
  });
});
