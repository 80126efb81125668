/**
 * The files that load on demand from beside the script (`dist/`), by name, with the source each
 * is built from. This list is the one place both sides go by: the build (vite.config.ts) builds
 * one self-contained file per entry, named after it with a content hash, and generates a loader
 * per name, with which the code loads a file by name (`loadBesideScript`, ./beside-script.ts).
 * The source paths are the build's alone: no script carries them.
 */
export const BESIDE_SCRIPT = {
  /** The form, the submit, failure messages, the confirmation and its calendar file. */
  'booking-step': 'src/ui/booking-step.ts',
  /** `layout="schedule"`: every booking type's sessions, day by day, with their filters; loaded beside the first requests. */
  schedule: 'src/ui/schedule.ts',
  /** date-fns-tz's offset reader: evaluating it builds an Intl formatter, kept out of the script's first run. */
  'zone-rules': 'src/time/zone-rules.ts',
  /** `SpaceBooking.iframe`'s side of the frame's messages. */
  'extras/iframe': 'src/embed/iframe-listen.ts',
  /** The `window.dataLayer` mirror of the events. */
  'extras/data-layer': 'src/embed/data-layer.ts',
  /** The popup's button and dialog, their stylesheets and opening: loaded only by pages with a popup or floating button. */
  'extras/popup': 'src/ui/popup-entry.ts',
  /** Readable text on a host's accent colour. */
  'extras/contrast': 'src/ui/contrast.ts',
  /** The interface languages other than English (English is in the script). */
  'i18n/ar': 'src/i18n/catalogs/ar.ts',
  'i18n/de': 'src/i18n/catalogs/de.ts',
  'i18n/es': 'src/i18n/catalogs/es.ts',
  'i18n/fr': 'src/i18n/catalogs/fr.ts',
  'i18n/he': 'src/i18n/catalogs/he.ts',
  'i18n/ja': 'src/i18n/catalogs/ja.ts',
} as const;

export type BesideScriptName = keyof typeof BESIDE_SCRIPT;
