/**
 * What a host passes to place a widget. Each option is one attribute of `<space-booking>`, so
 * the script tag, `mount()` and the iframe page all speak the element's language.
 */
import { LAYOUTS, type Layout } from '../state/config';

export type { Layout };

/** The words each option of a few takes, its default first. */
export const CHOICES = {
  theme: ['light', 'dark', 'auto'],
  /** `inline` in the page, or a button that opens the widget in a dialog: in place (`popup`) or in a corner (`floating`). */
  mode: ['inline', 'popup', 'floating'],
  /** The corner of a floating button. */
  position: ['bottom-right', 'bottom-left'],
  layout: LAYOUTS,
} as const;

export type Theme = (typeof CHOICES.theme)[number];
export type Mode = (typeof CHOICES.mode)[number];
export type Position = (typeof CHOICES.position)[number];

export interface EmbedOptions {
  /** The space's handle, e.g. `harbour-yoga`. */
  handle: string;
  /** Absolute API base address ending in `/v1`. */
  apiBase: string;
  /** BCP-47 tag for content and interface text; defaults to the page's `<html lang>`. */
  locale?: string;
  /** Id or slug of a booking type to preselect. */
  bookingType?: string;
  /** `light`, `dark` or `auto` (follows `prefers-color-scheme`). */
  theme?: Theme;
  /** The visitor's IANA zone for showing times; defaults to the browser's. */
  timeZone?: string;
  /** Also push each event to `window.dataLayer`, without personal data. */
  dataLayer?: boolean;
  /** `inline` (default), `popup` or `floating`; the iframe page is always inline. */
  mode?: Mode;
  /** The corner of a floating button: `bottom-right` (default) or `bottom-left`. */
  position?: Position;
  /** The popup's or floating button's text; default: the interface language's "Book a session". */
  buttonText?: string;
  /** `booking` (default): a booking type, then its dates and times; `schedule`: every type's sessions, day by day. */
  layout?: Layout;
  /**
   * Keep the chosen type, date and time in the page's address (`?space-booking=…`), open on them
   * when the page is loaded with it, and follow Back and Forward; adds Share to a chosen session.
   * Off by default: it writes to the host page's address. One widget per page.
   */
  deepLink?: boolean;
  /** Show the space's latest posts in the content locale (at most three) above the types. */
  announcements?: boolean;
  /**
   * Write the space's sessions of the next 14 days into the host page as schema.org `Event`
   * JSON-LD, for search engines. Not in an iframe embed: its page is not the host's.
   */
  structuredData?: boolean;
  /**
   * An http(s) address (absolute, or relative to the page) the page goes to after a booking, with
   * the booking's id and the type's slug as `booking` and `type` query parameters.
   */
  successUrl?: string;
}

/** The options that are boolean attributes: on when present, whatever their value. */
export const BOOLEAN_OPTIONS = ['dataLayer', 'deepLink', 'announcements', 'structuredData'] as const;
export type BooleanOption = (typeof BOOLEAN_OPTIONS)[number];

/** Option name -> attribute (and `data-*` / query parameter) name. */
export const OPTION_ATTRIBUTES = {
  handle: 'handle',
  apiBase: 'api-base',
  locale: 'locale',
  bookingType: 'booking-type',
  theme: 'theme',
  timeZone: 'time-zone',
  dataLayer: 'data-layer',
  mode: 'mode',
  position: 'position',
  buttonText: 'button-text',
  layout: 'layout',
  deepLink: 'deep-link',
  announcements: 'announcements',
  structuredData: 'structured-data',
  successUrl: 'success-url',
} as const satisfies Record<keyof EmbedOptions, string>;

export type OptionAttribute = (typeof OPTION_ATTRIBUTES)[keyof EmbedOptions];

/**
 * Attribute name -> value for the options that are set; empty strings count as unset, and
 * `true` (the `BOOLEAN_OPTIONS`) is a present boolean attribute.
 */
export function optionAttributes(options: Partial<EmbedOptions>): [OptionAttribute, string][] {
  const pairs: [OptionAttribute, string][] = [];
  for (const key of Object.keys(OPTION_ATTRIBUTES) as (keyof EmbedOptions)[]) {
    const value = options[key];
    if (value === true) pairs.push([OPTION_ATTRIBUTES[key], '']);
    else if (typeof value === 'string' && value !== '') pairs.push([OPTION_ATTRIBUTES[key], value]);
  }
  return pairs;
}

/** Reads options back from attribute-named values (a script's dataset, a URL's query). */
export function readOptions(get: (attribute: OptionAttribute) => string | null | undefined): Partial<EmbedOptions> {
  const options: Record<string, string | boolean> = {};
  for (const key of Object.keys(OPTION_ATTRIBUTES) as (keyof EmbedOptions)[]) {
    const value = get(OPTION_ATTRIBUTES[key]);
    if ((BOOLEAN_OPTIONS as readonly string[]).includes(key)) {
      if (value != null) options[key] = true;
    } else if (value) options[key] = value;
  }
  return options as Partial<EmbedOptions>;
}
