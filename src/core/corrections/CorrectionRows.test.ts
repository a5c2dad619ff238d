// A 4 / A 5 corrections rows, shared by the redirection channels' form and option-corrections.
import { CORRECTION_TEXT, CorrectionRows, correctionErrors, correctionsOf, correctionsOfRows, rowsOfCorrections } from './index';

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

describe('CorrectionRows over a source (option-corrections: the option store keeps the rows and their errors)', () => {
  it('edits the source\'s rows by copies, reads and clears its errors by the rows\' paths, knows the events taken per channel', () => {
    const errors: Record<string, string> = {};
    const box = { rows: rowsOfCorrections(correctionsOf([{ channel_id: 5, type: 'clicked', slice_percent: 10, redirection_percent: 20 }]), true) };
    const list = new CorrectionRows({
      channelPerRow: true,
      source: {
        get rows() {
          return box.rows;
        },
        setRows: (rows) => (box.rows = rows),
        error: (path) => errors[path],
        clearErrors: (path) => Object.keys(errors).forEach((key) => (key === path || key.startsWith(`${path}.`) || path === '') && delete errors[key]),
      },
    });
    const first = box.rows[0];
    list.addRow();
    const b = box.rows[1];
    list.set(b.key, 'channel', '5');
    expect(box.rows[0]).toBe(first);
    expect(box.rows[1]).not.toBe(b);
    expect(list.takenEvents(b.key)).toEqual(new Set(['clicked']));
    expect(list.isTaken(b.key, 'clicked')).toBe(true);
    list.set(b.key, 'slice', '150');
    Object.assign(errors, correctionErrors(box.rows, true));
    expect(errors).toEqual({ '1.slice': CORRECTION_TEXT.percentError, '1.redirection': CORRECTION_TEXT.percentError, '1.event': CORRECTION_TEXT.chooseEventError });
    expect(list.rowErrors(b.key)).toEqual({ slice: CORRECTION_TEXT.percentError, redirection: CORRECTION_TEXT.percentError, event: CORRECTION_TEXT.chooseEventError });
    list.set(b.key, 'slice', '15');
    expect(list.rowErrors(b.key).slice).toBeUndefined();
    list.removeRow(first.key);
    expect(errors).toEqual({});
    expect(correctionErrors(box.rows, true)).toEqual({ '0.redirection': CORRECTION_TEXT.percentError, '0.event': CORRECTION_TEXT.chooseEventError });
    list.set(box.rows[0].key, 'slice', '0');
    expect(correctionsOfRows(box.rows, true)).toEqual([]);
  });
});

describe('CorrectionRows: an event in one row only (A 4)', () => {
  it('refuses the later row of an event used twice: a loaded list repeating one, or a row whose channel changed after its event', () => {
    const list = new CorrectionRows();
    list.load(correctionsOf([{ type: 'clicked', slice_percent: 10, redirection_percent: 20 }, { type: 'clicked', slice_percent: 5, redirection_percent: 5 }, { type: 'clicked', slice_percent: 0, redirection_percent: 5 }]));
    const [a, b] = list.rows;
    expect(list.validate()).toBe(false);
    expect(list.errors).toEqual({ [b.key]: { event: CORRECTION_TEXT.eventTwice } });
    list.set(b.key, 'event', 'displayed');
    expect(list.validate()).toBe(true);
    expect(list.errors[a.key]).toBeUndefined();

    const perChannel = new CorrectionRows({ channelPerRow: true });
    perChannel.load(correctionsOf([{ channel_id: 5, type: 'displayed', slice_percent: 10, redirection_percent: 20 }, { channel_id: 6, type: 'displayed', slice_percent: 5, redirection_percent: 5 }]));
    expect(perChannel.validate()).toBe(true);
    perChannel.set(perChannel.rows[1].key, 'channel', '5');
    expect(perChannel.validate()).toBe(false);
    expect(correctionErrors(perChannel.rows, true)).toEqual({ '1.event': CORRECTION_TEXT.eventTwiceForChannel });
  });
});
