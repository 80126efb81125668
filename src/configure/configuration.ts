/**
 * What the owner has chosen, and its place in the page's address: the configurator keeps it in
 * the query, so that a bookmark or a link sent to whoever runs the site opens the same choices.
 */
import { CHOICES, type Theme } from '../embed/options';

/** Where the widget goes: in the page, behind a button, as the class schedule, or in an iframe. */
export const PLACEMENTS = ['inline', 'popup', 'floating', 'schedule', 'iframe'] as const;
export type Placement = (typeof PLACEMENTS)[number];

export interface Configuration {
  handle: string;
  apiBase: string;
  placement: Placement;
  theme: Theme;
  /** `#rrggbb`, or empty for the widget's own accent. */
  accent: string;
  /** A BCP-47 tag, or empty for the host page's language. */
  locale: string;
  /** A booking type's slug to open on, or empty for the list. */
  bookingType: string;
  /** The popup's or floating button's text, or empty for the interface language's own. */
  buttonText: string;
  /** Keep the chosen session in the host page's address (`deep-link`). */
  deepLink: boolean;
  /** The page to go to after a booking (`success-url`) as the owner typed it, or empty; only an http(s) one reaches the code. */
  successUrl: string;
  /** Show the space's latest posts (`announcements`). */
  announcements: boolean;
  /** Write the sessions into the host page for search engines (`structured-data`). */
  structuredData: boolean;
}

/** The choices that are on or off, as the widget's boolean attributes are. */
export type Switch = 'deepLink' | 'announcements' | 'structuredData';

export const DEFAULT_CONFIGURATION: Configuration = {
  handle: '',
  apiBase: '',
  placement: 'inline',
  theme: 'light',
  accent: '',
  locale: '',
  bookingType: '',
  buttonText: '',
  deepLink: false,
  successUrl: '',
  announcements: false,
  structuredData: false,
};

/** Configuration field -> query parameter, named as the widget's attributes where it has one. */
const PARAMETERS: Record<keyof Configuration, string> = {
  handle: 'handle',
  apiBase: 'api-base',
  placement: 'placement',
  theme: 'theme',
  accent: 'accent',
  locale: 'locale',
  bookingType: 'booking-type',
  buttonText: 'button-text',
  deepLink: 'deep-link',
  successUrl: 'success-url',
  announcements: 'announcements',
  structuredData: 'structured-data',
};

/** How a switched-on choice is written; like the widget's boolean attributes, any value (or none) reads as on. */
const ON = 'on';

const ACCENT = /^#[0-9a-f]{6}$/i;

const oneOf = <Word extends string>(words: readonly Word[], value: string | null, fallback: Word): Word =>
  words.includes(value as Word) ? (value as Word) : fallback;

/** The configuration an address holds; what it does not hold, or holds malformed, is the default. */
export function readConfiguration(search: string): Configuration {
  const params = new URLSearchParams(search);
  const text = (field: keyof Configuration) => params.get(PARAMETERS[field])?.trim() ?? '';
  const accent = text('accent');
  return {
    handle: text('handle'),
    apiBase: text('apiBase'),
    placement: oneOf(PLACEMENTS, text('placement'), DEFAULT_CONFIGURATION.placement),
    theme: oneOf(CHOICES.theme, text('theme'), DEFAULT_CONFIGURATION.theme),
    accent: ACCENT.test(accent) ? accent.toLowerCase() : '',
    locale: text('locale'),
    bookingType: text('bookingType'),
    buttonText: text('buttonText'),
    successUrl: text('successUrl'),
    deepLink: params.has(PARAMETERS.deepLink),
    announcements: params.has(PARAMETERS.announcements),
    structuredData: params.has(PARAMETERS.structuredData),
  };
}

/** The query for a configuration: only what differs from the default, so addresses stay short. */
export function configurationQuery(configuration: Configuration): string {
  const params = new URLSearchParams();
  for (const field of Object.keys(PARAMETERS) as (keyof Configuration)[]) {
    const value = configuration[field];
    if (value !== DEFAULT_CONFIGURATION[field]) params.set(PARAMETERS[field], value === true ? ON : String(value));
  }
  const query = params.toString();
  return query && `?${query}`;
}

/** Whether a placement shows a button that opens the widget (and so takes a button text). */
export const hasButton = (placement: Placement): placement is 'popup' | 'floating' => placement === 'popup' || placement === 'floating';
