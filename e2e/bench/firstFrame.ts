// The page side of the first-frame benchmarks (issue 45: first-frame-peers, ff-trace), one for both: an init script,
// run at document start in our page and the peers' alike. It notes the rAF after the first row is in the DOM, the
// message posted in that rAF (handled once the frame's style, layout and paint are done), the DOM's size then and
// every long task; `ff-first-row` and `ff-frame-done` user-timing marks put the two moments in a trace too.
// Self-contained: Playwright sends its source to the page, so it imports nothing.

export interface FirstFrameMarks {
  firstRow?: number;
  frameDone?: number;
  domElements?: number;
  tasks: Array<[number, number]>;
}

declare global {
  interface Window {
    __ffMarks?: FirstFrameMarks;
  }
}

export function watchFirstFrame(): void {
  const marks: FirstFrameMarks = { tasks: [] };
  window.__ffMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.tasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const ROW = '#sites-list-form tbody tr[data-index], #peer tbody tr[data-index], #peer .ag-row';
  const observer = new MutationObserver(() => {
    if (!document.querySelector(ROW)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      marks.firstRow = performance.now();
      performance.mark('ff-first-row');
      // A message posted in the rAF is handled after that frame's rendering steps: the rows are on screen then.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        marks.frameDone = performance.now();
        performance.mark('ff-frame-done');
        marks.domElements = document.getElementsByTagName('*').length;
      };
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}
