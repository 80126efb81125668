/**
 * The code an owner pastes, for a configuration: the one-tag script (with a `<style>` for the
 * accent, which only CSS can carry), or the iframe page for site builders that allow no scripts.
 */
import { IFRAME_SANDBOX, iframeUrl } from '../embed/iframe-frame';
import { optionAttributes, type EmbedOptions } from '../embed/options';
import { hasButton, type Configuration } from './configuration';
import { successPage } from './success-page';

/** Where the widget's files are: the configurator is served beside them, so its own address tells. */
export interface WidgetFiles {
  /** `space-booking.mjs`, the widget's module, which the preview runs. */
  module: string;
  /** `space-booking.js`, the one-tag script. */
  script: string;
  /** `embed.html`, the iframe page. */
  frame: string;
}

/** The widget files beside a page at `pageAddress` (the configurator's own). */
export const filesBeside = (pageAddress: string): WidgetFiles => ({
  module: new URL('space-booking.mjs', pageAddress).href,
  script: new URL('space-booking.js', pageAddress).href,
  frame: new URL('embed.html', pageAddress).href,
});

/** A frame has no scripts of the page's to size it: a height that fits a month and its times, or a schedule's week. */
export const FRAME_HEIGHT = { booking: 900, schedule: 1100 } as const;

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The widget's options for a configuration, as the element, the script tag and the iframe page take them. */
export function embedOptions(configuration: Configuration): EmbedOptions {
  const { placement } = configuration;
  return {
    handle: configuration.handle,
    apiBase: configuration.apiBase,
    theme: configuration.theme === 'light' ? undefined : configuration.theme,
    locale: configuration.locale || undefined,
    bookingType: configuration.bookingType || undefined,
    mode: hasButton(placement) ? placement : undefined,
    buttonText: hasButton(placement) ? configuration.buttonText || undefined : undefined,
    layout: placement === 'schedule' ? 'schedule' : undefined,
    deepLink: configuration.deepLink || undefined,
    announcements: configuration.announcements || undefined,
    structuredData: configuration.structuredData || undefined,
    successUrl: successPage(configuration.successUrl) ?? undefined,
  };
}

/**
 * The options the preview runs with: the code's, except the two that act on the page around the
 * widget, here the configurator's own: `deep-link` would write its address, and `success-url`
 * would take the owner away from it after a booking in the preview.
 */
export function previewOptions(configuration: Configuration): EmbedOptions {
  const { deepLink, successUrl, ...options } = embedOptions(configuration);
  return options;
}

/** The one script tag, after a `<style>` that sets the accent when there is one. */
export function scriptSnippet(configuration: Configuration, files: WidgetFiles): string {
  // The two required attributes first, as the docs write them; then the choices.
  const { handle, apiBase, ...choices } = embedOptions(configuration);
  const attributes = optionAttributes({ handle, apiBase, ...choices })
    // A boolean attribute bare, as the docs write it (`optionAttributes` gives no other empty value).
    .map(([name, value]) => (value === '' ? ` data-${name}` : ` data-${name}="${escapeAttribute(value)}"`))
    .join('');
  const tag = `<script async src="${escapeAttribute(files.script)}"${attributes}></script>`;
  return configuration.accent ? `<style>space-booking { --sb-accent: ${configuration.accent}; }</style>\n${tag}` : tag;
}

/**
 * The iframe page for the configuration: always the widget in the page (a frame cannot put a
 * button or a dialog in the page around it), and without the accent (a page's CSS does not reach
 * into another page).
 */
export function iframeSnippet(configuration: Configuration, files: WidgetFiles): string {
  const schedule = configuration.placement === 'schedule';
  // No parent-origin: a pasted frame cannot know its page's origin, so its `booked` message holds no personal data.
  const url = iframeUrl({ ...embedOptions(configuration), src: files.frame }, '');
  // Written as people read addresses: `:` and `/` may stand as they are in a query, and a raw `&`
  // between parameters is valid in an attribute. The URL's serialization encodes `"`, `<` and `>`.
  const src = `${url.origin}${url.pathname}?${url.searchParams.toString().replace(/%3A/gi, ':').replace(/%2F/gi, '/')}`;
  const title = schedule ? 'Class schedule' : 'Book a session';
  const height = schedule ? FRAME_HEIGHT.schedule : FRAME_HEIGHT.booking;
  return `<iframe src="${src}" title="${title}" width="100%" height="${height}" sandbox="${IFRAME_SANDBOX}"></iframe>`;
}

/** The code of a place's tab: the iframe where the builder allows no scripts or the owner chose it, else the script tag. */
export const snippetFor = (configuration: Configuration, files: WidgetFiles, scriptsAllowed: boolean): string =>
  scriptsAllowed && configuration.placement !== 'iframe' ? scriptSnippet(configuration, files) : iframeSnippet(configuration, files);
