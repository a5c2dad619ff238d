import { contentText } from './contentText';

describe('contentText', () => {
  it('strips the tags of server HTML, keeping its lines; scripts and styles are no text', () => {
    expect(contentText('Записей в кэше: 1204 <b>без разметки</b>')).toBe('Записей в кэше: 1204 без разметки');
    expect(contentText('<p>Очередь выгрузок: 3</p><p>Очередь писем:<br>12 &amp; ещё</p><script>alert(1)</script><style>p{}</style>')).toBe('Очередь выгрузок: 3\nОчередь писем:\n12 & ещё');
    expect(contentText('<img src=x onerror="window.hacked=1">Готово')).toBe('Готово');
  });

  it('leaves plain text as it is, new lines included', () => {
    expect(contentText('admin — 10.0.0.1\nuser — 10.0.0.2 (завершён)')).toBe('admin — 10.0.0.1\nuser — 10.0.0.2 (завершён)');
    expect(contentText('a > b')).toBe('a > b');
  });
});
