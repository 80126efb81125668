// Runs in the benchmarked page before any of its scripts (a Playwright init script; plain
// browser JavaScript so nothing has to be compiled or serialized). `__benchConfig` is defined
// just before this text: { now, selectors: { name: css } }.
// - Moves `Date` to the sandbox's pinned "now" (time then flows normally) without touching
//   timers or performance.now(), which a fake clock would distort.
// - Watches every shadow root with a MutationObserver and records, relative to navigation
//   start, when each watched selector first matches an element (`dom`) and when the frame that
//   shows it has been painted (`visible`: the first task after that frame, which is the frame
//   being rendered when the element was rendered in an animation frame callback, as the widget
//   renders, and otherwise the next one, as the do-nothing widget renders), provided the element
//   is rendered then. The screen shows that frame once the compositor has drawn it: in traces
//   with screenshots, 8 to 40 ms later on the bench's 2-core machine.
// - Reports each visible milestone to Node through the `__benchReached` binding, so Node can
//   sample the main thread's counters at that moment without polling the page.
(() => {
  const { now, selectors } = window.__benchConfig;
  const RealDate = Date;
  const offset = now - RealDate.now();
  class PinnedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = PinnedDate;

  const marks = { milestones: {} };
  window.__bench = marks;
  const pending = new Set(Object.keys(selectors));
  const roots = [];
  const observers = [];

  /** Runs `done` in a task of its own, after whatever frame the browser is rendering now. */
  const afterTask = (done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = done;
    channel.port2.postMessage(null);
  };
  const requestFrame = window.requestAnimationFrame.bind(window);
  const afterNextFrame = (done) => requestFrame(() => afterTask(done));

  // Whether the page is inside a frame's animation callbacks (and the microtasks after them). A
  // view rendered there is painted at the end of that same frame; a view rendered in any other
  // task is painted at the end of the next frame.
  let inFrame = false;
  window.requestAnimationFrame = (callback) =>
    requestFrame((time) => {
      if (!inFrame) {
        inFrame = true;
        afterTask(() => (inFrame = false));
      }
      return callback(time);
    });

  // Once the frame is out, its layout is done: checkVisibility() reads it there instead of
  // laying the page out inside the widget's frame, which would move the frame's work into the
  // instrument. A match no longer connected or not rendered does not count, and is watched for again.
  const settle = (name, dom) => {
    const visible = performance.now();
    const shown = roots.some((root) => [...root.querySelectorAll(selectors[name])].some((element) => element.checkVisibility()));
    if (!shown) {
      pending.add(name);
      return check();
    }
    marks.milestones[name] = { dom, visible };
    window.__benchReached?.(name);
    if (Object.keys(marks.milestones).length === Object.keys(selectors).length) for (const observer of observers.splice(0)) observer.disconnect();
  };

  const check = () => {
    const dom = performance.now();
    for (const name of [...pending]) {
      if (!roots.some((root) => root.querySelector(selectors[name]))) continue;
      pending.delete(name);
      (inFrame ? afterTask : afterNextFrame)(() => settle(name, dom));
    }
  };

  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    roots.push(root);
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true, attributes: true });
    observers.push(observer);
    return root;
  };
})();
// Named, so that its work shows under its own name in traces and profiles.
//# sourceURL=bench-instrument.js
