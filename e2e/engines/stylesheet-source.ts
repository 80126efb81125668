/**
 * The widget's stylesheet as its source declares it, for comparison with what each engine
 * parsed (see `stylesheetProblems` in e2e/pages/engine-probe.js).
 *
 * Why the source and not the built files: an engine that drops a declaration, and a build step
 * that rewrites one into a form an engine drops (a minifier folding longhands back into a
 * shorthand), both lose what the source asks for. So the reference is the source's
 * declarations, read here, and the other side is what the widget's shadow root actually
 * adopted in each engine, from the built bundle; rules are matched by selector and order, so a
 * minifier that merges rules still passes as long as every declaration survives.
 */
import { readFile } from 'node:fs/promises';
import postcss, { type ChildNode, type Container } from 'postcss';

/**
 * The widget's stylesheet source: the only place that knows where it lives. The first view's
 * sheet (src/ui/widget.css) is the one every root adopts first.
 */
export async function readWidgetCss(): Promise<string> {
  return readFile(new URL('../../src/ui/widget.css', import.meta.url), 'utf8');
}

/**
 * A popup's stylesheets in the order its root adopts them: the widget's, its button's
 * (src/ui/launcher.css, in the popup's file, adopted as the button appears) and its dialog's
 * (src/ui/popup.css, in the same file, adopted before the dialog opens).
 */
export async function readPopupCss(): Promise<string> {
  const read = (name: string) => readFile(new URL(`../../src/ui/${name}`, import.meta.url), 'utf8');
  return [await readWidgetCss(), await read('launcher.css'), await read('popup.css')].join('\n');
}

/**
 * The class schedule's stylesheets in the order its root adopts them: the widget's, then the
 * schedule's (src/ui/schedule.css, in the schedule's file, adopted before the schedule shows).
 */
export async function readScheduleCss(): Promise<string> {
  return [await readWidgetCss(), await readFile(new URL('../../src/ui/schedule.css', import.meta.url), 'utf8')].join('\n');
}

export interface SourceDeclaration {
  property: string;
  value: string;
  important: boolean;
}

/** A rule of the source: a style rule, a keyframe, or an at-rule with rules inside. */
export interface SourceRule {
  type: 'rule' | 'keyframe' | 'atrule';
  /** The at-rule's name (`media`, `keyframes`, …). */
  name?: string;
  /** The selector, keyframe selector or at-rule condition. */
  prelude: string;
  declarations?: SourceDeclaration[];
  children?: SourceRule[];
}

/** The rules of a stylesheet's text, grouping rules holding theirs. */
export function sourceRules(css: string): SourceRule[] {
  return rulesOf(postcss.parse(css), false);
}

function rulesOf(container: Container, inKeyframes: boolean): SourceRule[] {
  const rules: SourceRule[] = [];
  for (const node of container.nodes as ChildNode[]) {
    if (node.type === 'rule') {
      rules.push({ type: inKeyframes ? 'keyframe' : 'rule', prelude: node.selector, declarations: declarationsOf(node) });
    } else if (node.type === 'atrule' && node.nodes) {
      const keyframes = /keyframes$/i.test(node.name);
      rules.push({ type: 'atrule', name: node.name, prelude: node.params, children: rulesOf(node, keyframes) });
    } else if (node.type === 'atrule') {
      throw new Error(`@${node.name} without a block: teach stylesheet-source.ts about it`);
    }
  }
  return rules;
}

function declarationsOf(container: Container): SourceDeclaration[] {
  const declarations: SourceDeclaration[] = [];
  for (const node of container.nodes as ChildNode[]) {
    if (node.type === 'decl') declarations.push({ property: node.prop, value: node.value, important: node.important === true });
    else if (node.type !== 'comment') throw new Error(`Nested ${node.type} inside a rule: teach stylesheet-source.ts about it`);
  }
  return declarations;
}
