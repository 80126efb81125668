// Loaded first in every page of the cross-engine suite (e2e/engines/), frames included: the
// static server puts it at the top of <head> when started with `headScript`. It does, in any
// engine, what Playwright's init scripts do for Chromium, since WebKitWebDriver has neither init
// scripts nor a console log:
// - starts the page's clock at `?now=` (time then flows), so the widget's "today" is the
//   sandbox's pinned "now";
// - records console.error calls, uncaught exceptions and unhandled rejections;
// - compares the stylesheet the widget's shadow root adopted with the source's declarations.
(() => {
  const now = new URL(document.currentScript.src).searchParams.get('now');
  if (now) {
    const RealDate = Date;
    const offset = RealDate.parse(now) - RealDate.now();
    function ShiftedDate(...args) {
      if (!new.target) return new RealDate(RealDate.now() + offset).toString();
      return args.length === 0 ? new RealDate(RealDate.now() + offset) : new RealDate(...args);
    }
    ShiftedDate.prototype = RealDate.prototype;
    ShiftedDate.now = () => RealDate.now() + offset;
    ShiftedDate.parse = RealDate.parse;
    ShiftedDate.UTC = RealDate.UTC;
    window.Date = ShiftedDate;
  }

  const errors = [];
  const describe = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  const consoleError = console.error;
  console.error = function (...args) {
    errors.push(`console.error: ${args.map(describe).join(' ')}`);
    return consoleError.apply(this, args);
  };
  window.addEventListener('error', (event) => {
    errors.push(`uncaught: ${event.error ? describe(event.error) : event.message} (${event.filename}:${event.lineno})`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    errors.push(`unhandled rejection: ${describe(event.reason)}`);
  });

  /** The engine's own parse of a bit of CSS (a probe sheet, never applied). */
  const parse = (text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet.cssRules;
  };
  /** Top-level parts of a selector list (commas inside :is(a, b) do not split). */
  const selectorParts = (text) => {
    const parts = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i += 1) {
      if (text[i] === '(' || text[i] === '[') depth += 1;
      else if (text[i] === ')' || text[i] === ']') depth -= 1;
      else if (text[i] === ',' && depth === 0) {
        parts.push(text.slice(start, i).trim());
        start = i + 1;
      }
    }
    parts.push(text.slice(start).trim());
    return parts;
  };
  /**
   * A media condition in one spelling: `(max-width: 40em)` as `(width<=40em)`, which is how the
   * build's minifier writes it. An engine that did not understand the range form would have
   * written `not all`, which still differs.
   */
  const mediaCondition = (text) =>
    text
      .replace(/\((min|max)-(width|height)\s*:\s*([^)]+?)\s*\)/g, (_, bound, feature, value) => `(${feature}${bound === 'min' ? '>=' : '<='}${value})`)
      .replace(/\s*(<=|>=|<|>)\s*/g, '$1');
  /** How the engine writes a rule's identity: its selector, condition, keyframe or name. */
  const identity = (rule) => {
    if (rule instanceof CSSStyleRule) return { kind: 'style', parts: selectorParts(rule.selectorText) };
    if (rule instanceof CSSKeyframeRule) return { kind: 'keyframe', parts: [rule.keyText] };
    if (rule instanceof CSSKeyframesRule) return { kind: 'keyframes', parts: [rule.name] };
    if (rule instanceof CSSMediaRule) return { kind: 'media', parts: [mediaCondition(rule.conditionText ?? rule.media.mediaText)] };
    if (typeof CSSSupportsRule !== 'undefined' && rule instanceof CSSSupportsRule) return { kind: 'supports', parts: [rule.conditionText] };
    return { kind: rule.constructor.name, parts: [rule.cssText] };
  };
  /** The engine's identity of a source rule, parsed alone with empty contents; null if it drops the rule. */
  const sourceIdentity = (node) => {
    const text =
      node.type === 'rule' ? `${node.prelude}{}` : node.type === 'keyframe' ? `@keyframes probe{${node.prelude}{}}` : `@${node.name} ${node.prelude}{}`;
    const rules = parse(text);
    const rule = node.type === 'keyframe' ? rules[0]?.cssRules[0] : rules[0];
    return rule ? identity(rule) : null;
  };
  const sameKind = (found, wanted) => found.kind === wanted.kind && wanted.parts.every((part) => found.parts.includes(part));
  const children = (rule) => ('cssRules' in rule ? [...rule.cssRules] : []);

  /** The longhands a declaration sets, as the engine parses it alone (none if it drops it). */
  const longhandsOf = ({ property, value, important }) => {
    const alone = parse(`probe{${property}:${value}${important ? ' !important' : ''}}`)[0]?.style;
    return alone ? [...alone] : [];
  };

  /**
   * A declaration survived when the engine's rule has a value for its property. A shorthand
   * partly overridden later in the rule (`all: initial; display: block`) has no value of its
   * own; it survived when the engine accepts it alone and every longhand it sets has a value,
   * or is set by another declaration of the rule that has one (a shorthand with a var() in it
   * leaves its longhands without a value until computed).
   */
  const declarationProblems = (style, declarations) => {
    const problems = [];
    let coveredByOthers;
    for (const declaration of declarations) {
      if (style.getPropertyValue(declaration.property) !== '') continue;
      const written = `\`${declaration.property}: ${declaration.value}\``;
      const longhands = longhandsOf(declaration);
      if (longhands.length === 0) {
        problems.push(`drops ${written}`);
        continue;
      }
      coveredByOthers ??= new Set(
        declarations.filter((other) => style.getPropertyValue(other.property) !== '').flatMap(longhandsOf),
      );
      const unset = longhands.filter((longhand) => style.getPropertyValue(longhand) === '' && !coveredByOthers.has(longhand));
      if (unset.length > 0) problems.push(`drops ${written} (no value for ${unset.join(', ')})`);
    }
    return problems;
  };

  /**
   * Problems with `engineRules` against the source's `nodes` (one grouping level): each source
   * rule is matched, in order, with the next engine rule of the same identity. A minifier may
   * merge rules, so a selector list that contains the source's selector matches too, and so does
   * the rule matched last when no later one does (`a{x}b{x}` minified to `a,b{x}`).
   */
  const compare = (nodes, engineRules, where) => {
    const problems = [];
    let next = 0;
    for (const node of nodes) {
      const label = `${where}${node.type === 'rule' || node.type === 'keyframe' ? node.prelude : `@${node.name} ${node.prelude}`}`;
      const wanted = sourceIdentity(node);
      if (!wanted) {
        problems.push(`${label}: the engine drops the whole rule`);
        continue;
      }
      let at = next;
      while (at < engineRules.length && !sameKind(identity(engineRules[at]), wanted)) at += 1;
      if (at === engineRules.length && next > 0 && sameKind(identity(engineRules[next - 1]), wanted)) at = next - 1;
      if (at === engineRules.length) {
        problems.push(`${label}: missing from the adopted sheet`);
        continue;
      }
      const rule = engineRules[at];
      next = at + 1;
      if (node.declarations) problems.push(...declarationProblems(rule.style, node.declarations).map((problem) => `${label}: ${problem}`));
      if (node.children) problems.push(...compare(node.children, children(rule), `${label} > `));
    }
    return problems;
  };

  window.__engineProbe = {
    errors,
    /**
     * `source`: the source stylesheet as nodes {type: 'rule' | 'atrule' | 'keyframe', name?,
     * prelude, declarations?, children?}. Returns the problems, or a reason the check could not run.
     */
    stylesheetProblems(source) {
      const host = document.querySelector('space-booking');
      const sheets = host?.shadowRoot?.adoptedStyleSheets ?? [];
      if (sheets.length === 0) return ['the widget\'s shadow root adopted no stylesheet'];
      return compare(source, sheets.flatMap((sheet) => [...sheet.cssRules]), '');
    },
  };
})();
