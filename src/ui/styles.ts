/**
 * The widget's only stylesheet: constructed once, adopted by every shadow root (works under a
 * CSP without 'unsafe-inline'). `all: initial` on the host stops inherited host-page styles;
 * host selectors cannot reach into the shadow root. Theming only through the documented
 * custom properties and parts. The month arrows sit in their own left-to-right box and are
 * flipped for right-to-left (Chromium does not mirror ‹ › inside buttons, other engines do).
 */
export const css = `\
:host{all:initial;display:block}:host([hidden]){display:none}\
.w{all:initial;display:block;--a:var(--sb-accent,#1d4ed8);--on:var(--sb-on-accent,#fff);--bg:var(--sb-bg,#fff);\
--fg:var(--sb-fg,#1a1a1a);--mu:var(--sb-muted,#595959);--ln:var(--sb-border,#8a8a8a);--er:var(--sb-error,#b3261e);\
--r:var(--sb-radius,8px);font:medium/1.5 var(--sb-font,system-ui,sans-serif);color:var(--fg);background:var(--bg);\
padding:1em;max-width:40em;margin:auto;overflow-wrap:anywhere;--ac:var(--a);accent-color:var(--a);color-scheme:light;\
text-decoration-color:var(--a);outline-color:var(--on)}\
:host([theme=dark]) .w{--a:var(--sb-accent,#8ab4f8);--on:var(--sb-on-accent,#0b1d3a);--bg:var(--sb-bg,#121212);\
--fg:var(--sb-fg,#ececec);--mu:var(--sb-muted,#b0b0b0);--er:var(--sb-error,#ffb4ab);color-scheme:dark}\
@media (prefers-color-scheme:dark){:host([theme=auto]) .w{--a:var(--sb-accent,#8ab4f8);--on:var(--sb-on-accent,#0b1d3a);\
--bg:var(--sb-bg,#121212);--fg:var(--sb-fg,#ececec);--mu:var(--sb-muted,#b0b0b0);--er:var(--sb-error,#ffb4ab);color-scheme:dark}}\
*{box-sizing:border-box;margin:0}\
.w>*+*,section>*+*,form>*+*{margin-top:1em}\
h3{font-size:1.15em}h3:focus{outline:none}\
.hd{display:flex;flex-wrap:wrap;gap:1em;align-items:center}.hd>div{flex:1 1 12em}.hd img{width:4em;height:4em;object-fit:contain;border-radius:var(--r)}\
.hd h2{font-size:1.4em;line-height:1.2}\
.m{color:var(--mu);font-size:.9em}\
a{color:var(--ac);text-decoration:underline}\
button,input,select,textarea{font:inherit;color:inherit;min-height:2.75em;border-radius:var(--r);border:1px solid var(--ln);background:var(--bg);padding:.5em .75em;cursor:pointer}\
button:disabled{cursor:default;opacity:.7}\
input,textarea{width:100%;cursor:text}textarea{min-height:6em;resize:vertical}\
:focus-visible,td:focus-visible>span{outline:3px solid var(--ac);outline-offset:2px}\
.p{background:var(--a);color:var(--on);border-color:var(--a);font-weight:700}\
ul{list-style:none;padding:0;display:grid;gap:.5em}\
.tp,.sl{width:100%;display:grid}.tp{text-align:start;gap:.1em}.tp b{font-size:1.05em}\
[aria-pressed=true]{border:3px solid var(--ac)}\
.sls{grid-template-columns:repeat(auto-fill,minmax(7.5em,1fr))}\
.sl{text-align:center}.sl small{color:var(--mu);font-size:.8em}\
.ch{display:flex;justify-content:space-between;align-items:center;gap:.5em}\
.ch span{display:inline-block;direction:ltr}[dir=rtl] .ch span{transform:scaleX(-1)}\
table{width:100%;border-collapse:collapse;table-layout:fixed;text-align:center}\
th{font-size:.8em;color:var(--mu);font-weight:400;padding:.25em 0}\
td{padding:2px}td>span{display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:2.75em;border-radius:var(--r)}\
td[tabindex]{cursor:pointer}td:focus{outline:none}\
td.s>span{font-weight:700;border:1px solid var(--ln)}td.s>span::after{content:"";width:.35em;height:.35em;border-radius:50%;background:currentColor}\
td[aria-selected=true]>span{background:var(--a);color:var(--on);border-color:var(--a);text-decoration-line:underline;text-decoration-thickness:2px}\
td[aria-disabled=true]{color:var(--mu)}\
label{display:block;font-weight:600}.ck{display:flex;gap:.5em;align-items:flex-start;font-weight:400}\
.ck input{width:1.5em;min-height:1.5em;height:1.5em;flex:none}\
[aria-invalid=true]{border:2px solid var(--er)}.e{color:var(--er);font-weight:600}\
.al{border:2px solid var(--er);border-inline-start-width:.5em;border-radius:var(--r);padding:.75em}\
.al:focus{outline:3px solid var(--ac)}.al>*+*{margin-top:.5em}.ok{border-color:var(--ac)}\
.row{display:flex;flex-wrap:wrap;gap:.5em;align-items:center}\
.sk{min-height:3em;border-radius:var(--r);background:var(--ln);opacity:.25;animation:pl 1.2s ease-in-out infinite alternate}\
@keyframes pl{to{opacity:.1}}\
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}\
.vh{position:absolute!important;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}`;

let sheet: CSSStyleSheet | null | undefined;

/** Adopts the shared sheet once per root; where constructed stylesheets are missing the widget stays unstyled rather than break CSP. */
export function adoptStyles(root: ShadowRoot): void {
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      sheet = null;
    }
  }
  if (sheet && 'adoptedStyleSheets' in root && !root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
