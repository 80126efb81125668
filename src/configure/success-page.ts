/**
 * The page after a booking, as the owner types it: the configurator takes only a full http(s)
 * address (the widget's own check), since it cannot know which page a relative one would be
 * relative to, and says plainly what is wrong with anything else.
 */
import { httpUrl } from '../shared/http-url';

/** Anything that starts as an address's scheme does (`javascript:`, `ftp:`, `mailto:`). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The address the code carries, or null while the field is empty or holds something else. */
export const successPage = (typed: string): string | null => httpUrl(typed.trim())?.href ?? null;

/** What is wrong with what the owner typed, or null when it is empty or a full http(s) address. */
export function successPageProblem(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || successPage(text)) return null;
  const kept = 'The code leaves it out until it is one.';
  if (SCHEME.test(text) && !/^https?:/i.test(text))
    return `“${text}” is not a web page’s address: the widget only sends visitors to addresses starting with https:// or http://. ${kept}`;
  return `“${text}” is not a full web address. Type your page’s whole address, starting with https://, e.g. https://harbour.example/thanks. ${kept}`;
}
