import { contentLocaleOf } from '../i18n/locale-tag';
import { interfaceLocale } from '../i18n/interface-locale';
import { intlWarmUpSteps } from '../i18n/warm-intl';
import { isZoneRules } from '../shared/early-zone-rules';
import { dateFormat, LONG_DATE } from '../shared/intl-formatters';
import { knownZone, visitorTimeZone } from '../time/zone';
import { textWarmUpSteps } from '../ui/warm-text';
import type { EmbedOptions } from './options';
import { TAG_NAME } from './place';

/**
 * The one-tag script's preparation of the first view (dist/warm-up-<hash>.js), a file of
 * its own that the script imports beside the widget's module: while the first answers and the
 * module are on their way, nothing is left to do, and the engine's first formatting and the
 * fonts' loading are paid then, not in the first render. The file carries its own copy of the
 * formatter cache's code; the cache itself is the page's (src/shared/intl-formatters.ts).
 *
 * The formatters and fonts are made ready as the element will use them: in its `time-zone`, else
 * the browser's, and in English written in the page's region until the language's catalog has
 * come (src/state/store.ts). `zoneRules`, the script's import of the zone rules, reads that zone
 * once it has come, so that they keep what they made to read it.
 */
export function warmFirstView(options: Pick<Partial<EmbedOptions>, 'locale' | 'timeZone'>, doc: Document, zoneRules?: Promise<unknown>): void {
  const zone = knownZone(options.timeZone ?? '') ?? visitorTimeZone();
  zoneRules?.then(
    (module) => {
      if (isZoneRules(module)) module.getTimezoneOffset(zone, new Date());
    },
    () => {},
  );
  const contentLocale = contentLocaleOf(options.locale ?? '', doc);
  // The digits, which times and days are written in, and the text of each formatter as it is built.
  let written = '0123456789';
  const write = (text: string | undefined) => {
    if (text) written += ` ${text}`;
  };
  const steps = [
    ...intlWarmUpSteps(interfaceLocale(contentLocale, true), zone).map((step) => () => write(step())),
    // The space's own text is in its language's script, which English dates do not show.
    () => write(dateFormat(contentLocale, LONG_DATE).format(new Date())),
    ...textWarmUpSteps(doc, () => written),
  ];
  // A task per step, and none once the module has come: a module that comes while they run (on
  // a link that brings it with the first answers) waits for one step at most, and its first
  // render does what is left.
  const run = (step: number): void => {
    if (customElements.get(TAG_NAME)) return;
    try {
      steps[step]!();
    } catch {
      // A step the engine cannot take (an option it lacks, a canvas it refuses) is the widget's
      // to do without, as it does when it formats and lays out.
    }
    if (step + 1 < steps.length) setTimeout(() => run(step + 1));
  };
  run(0);
}
