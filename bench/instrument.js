// Runs in the benchmarked page before any of its scripts (a Playwright init script; plain
// browser JavaScript so nothing has to be compiled or serialized). `__benchConfig` is defined
// just before this text: { now, selectors: { name: css }, script: "/space-booking.js" }.
// - Moves `Date` to the sandbox's pinned "now" (time then flows normally) without touching
//   timers or performance.now(), which a fake clock would distort.
// - Watches every shadow root with a MutationObserver and records, relative to navigation
//   start, when each watched selector first matches a rendered element (`dom`) and when that
//   frame has been painted (`visible`: the first task after the next animation frame).
// - Records when the widget's script has run (its `load` event fires right after it ran).
// - Reports each visible milestone to Node through the `__benchReached` binding, so Node can
//   sample the main thread's counters at that moment without polling the page.
(() => {
  const { now, selectors, script } = window.__benchConfig;
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

  const marks = { milestones: {}, scriptLoaded: null };
  window.__bench = marks;
  const pending = new Set(Object.keys(selectors));
  const roots = [];
  const observers = [];

  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = done;
      channel.port2.postMessage(null);
    });

  const check = () => {
    for (const name of [...pending]) {
      for (const root of roots) {
        const element = root.querySelector(selectors[name]);
        if (!element || element.checkVisibility?.() === false) continue;
        pending.delete(name);
        const dom = performance.now();
        afterPaint(() => {
          marks.milestones[name] = { dom, visible: performance.now() };
          window.__benchReached?.(name);
        });
        break;
      }
    }
    if (pending.size === 0) for (const observer of observers.splice(0)) observer.disconnect();
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

  document.addEventListener(
    'load',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && new URL(target.src).pathname === script && marks.scriptLoaded === null)
        marks.scriptLoaded = performance.now();
    },
    true,
  );
})();
