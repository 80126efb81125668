/**
 * The Custom Elements Manifest (`dist/custom-elements.json`, schema 2.x) of `<space-booking>`,
 * for editors and design tools. Build-time only: nothing here is in the widget's bundle.
 *
 * Names come from the code: attributes from the element's `observedAttributes` (the type of
 * `ATTRIBUTE_DOCS` below requires one entry per attribute), events with their detail types and
 * descriptions from the `SpaceBookingEventDetails` interface in src/state/events.ts. Parts and custom
 * properties are documented here; custom-elements-manifest.test.ts fails when the code has one they lack.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Attribute } from '../src/embed/element';

interface AttributeDoc {
  /** The property that reads and writes it. */
  property: string;
  type: string;
  default?: string;
  description: string;
}

export const ATTRIBUTE_DOCS = {
  handle: { property: 'handle', type: 'string', description: 'The space’s handle, e.g. `harbour-yoga`. Required.' },
  'api-base': {
    property: 'apiBase',
    type: 'string',
    description: 'Absolute address of the Space Platform API, ending in `/v1`. Required.',
  },
  locale: {
    property: 'locale',
    type: 'string',
    description: 'BCP-47 tag for content and interface text, e.g. `de-AT`. Default: the page’s `<html lang>`, else `en`.',
  },
  'booking-type': { property: 'bookingType', type: 'string', description: 'Id or slug of a booking type to preselect.' },
  theme: {
    property: 'theme',
    type: "'light' | 'dark' | 'auto'",
    default: "'light'",
    description: '`auto` follows `prefers-color-scheme`.',
  },
  'time-zone': {
    property: 'timeZone',
    type: 'string',
    description:
      'The visitor’s IANA timezone, e.g. `America/New_York`, for showing times next to the space’s (display only; bookings are always in the space’s time). Default: the browser’s; an unknown zone is ignored.',
  },
  'data-layer': {
    property: 'dataLayer',
    type: 'boolean',
    default: 'false',
    description: 'When present, each event is also pushed to `window.dataLayer` (created if missing), without personal data.',
  },
  mode: {
    property: 'mode',
    type: "'inline' | 'popup' | 'floating'",
    default: "'inline'",
    description:
      '`popup`: a button in place that opens the widget in a modal dialog; `floating`: the same behind a button fixed in a corner. Nothing is requested until the visitor shows intent (hover, focus, touch).',
  },
  position: {
    property: 'position',
    type: "'bottom-right' | 'bottom-left'",
    default: "'bottom-right'",
    description: 'The corner of a floating button (`mode="floating"`).',
  },
  'button-text': {
    property: 'buttonText',
    type: 'string',
    description: 'The text of the popup’s or floating button. Default: “Book a session” in the interface language.',
  },
  layout: {
    property: 'layout',
    type: "'booking' | 'schedule'",
    default: "'booking'",
    description:
      '`booking`: the booking types, then one type’s dates and times; `schedule`: every type’s sessions by day, a week at a time, with filters by type and category.',
  },
  'deep-link': {
    property: 'deepLink',
    type: 'boolean',
    default: 'false',
    description:
      'When present, the chosen booking type, date and time are kept in the page’s address (`?space-booking=<type slug>/<YYYY-MM-DD>/<HH:MM>`, through the History API, never a reload); the widget opens on them when the page is loaded with it, Back and Forward follow the steps, and a chosen session has a Share button. Use it on one widget per page.',
  },
  announcements: {
    property: 'announcements',
    type: 'boolean',
    default: 'false',
    description:
      'Shows the space’s latest posts in the content locale (at most three: title, short excerpt, link to the post’s page) above the booking types. A locale without posts shows none.',
  },
  'structured-data': {
    property: 'structuredData',
    type: 'boolean',
    default: 'false',
    description:
      'Writes the space’s sessions of the next 14 days (at most 50) into the page’s `<head>` as schema.org `Event` JSON-LD for search engines, updated with the data and removed with the element. Nothing in an iframe embed, nor under a Trusted Types policy that refuses script text.',
  },
  'success-url': {
    property: 'successUrl',
    type: 'string',
    description:
      'An http(s) address, absolute or relative to the page, to go to after a booking, with `booking` (the booking’s id) and `type` (the type’s slug) as query parameters and nothing personal: at once with the confirmation’s Continue, else after 8 seconds the visitor can stop. Another scheme is ignored with a console warning. In the iframe embed, Continue only (it opens in the top page).',
  },
  'customer-name': { property: 'customerName', type: 'string', description: 'Prefills the name field; the visitor can still change it.' },
  'customer-email': { property: 'customerEmail', type: 'string', description: 'Prefills the email field; the visitor can still change it.' },
} satisfies Record<Attribute, AttributeDoc>;

/** Properties without an attribute of their own. */
export const PROPERTY_DOCS: Record<string, { type: string; description: string }> = {
  contentLocale: {
    type: 'string',
    description: 'The locale in effect (read-only): `locale`, else the page’s `<html lang>`, else `en`, in canonical casing.',
  },
};

/** The element's methods (a popup's: `mode` `popup` or `floating`). */
export const METHOD_DOCS: Record<string, { parameters?: { name: string; type: string; optional?: boolean; description: string }[]; return?: string; description: string }> = {
  open: {
    parameters: [{ name: 'opener', type: 'HTMLElement | null', optional: true, description: 'Where focus goes back to on close; default: what has focus now.' }],
    return: 'Promise<void>',
    description: 'Opens the popup’s dialog where the visitor left it (afresh after a booking). Nothing for an inline widget.',
  },
  close: { description: 'Closes the popup’s dialog, keeping the step and what was typed.' },
  prepare: {
    description: 'Starts the popup’s widget as hovering its button does (the first requests, the popup’s file), so that the dialog opens on content.',
  },
};

export const PART_DOCS: Record<string, string> = {
  root: 'The widget’s box: background, padding, font.',
  header: 'The space’s name, logo and language switcher.',
  logo: 'The space’s logo.',
  name: 'The space’s name.',
  language: 'The language switcher.',
  hours: 'The space’s opening hours (a disclosure).',
  'social-links': 'The links to the space’s pages on other sites.',
  'map-link': 'The space’s address, linked to a map search.',
  announcements: 'The space’s latest posts (`announcements`).',
  announcement: 'One post.',
  types: 'The list of booking types.',
  type: 'One booking type.',
  calendar: 'The month calendar.',
  day: 'One day of the calendar.',
  slots: 'The times of the chosen day.',
  slot: 'One time.',
  schedule: 'The schedule (`layout="schedule"`).',
  session: 'One session of the schedule.',
  form: 'The details form.',
  field: 'One field of the form, with its label.',
  submit: 'The button that sends the booking.',
  alert: 'A message about a problem.',
  confirmation: 'The confirmation after booking.',
  ics: 'The link to the calendar file.',
  'calendar-link': 'The confirmation’s Google Calendar and Outlook links.',
  'continue-on': 'The confirmation’s way on to `success-url`: Continue, and the countdown with Stay on this page.',
  continue: 'The confirmation’s Continue link to `success-url`.',
  'forget-details': 'The details form’s “Not you? Forget me” button.',
  launcher: 'The button that opens the popup (`mode` `popup` or `floating`).',
  dismiss: 'The button that hides the floating button for the visit.',
  dialog: 'The popup’s dialog.',
  close: 'The popup’s close button.',
};

export const CSS_PROPERTY_DOCS: Record<string, { syntax: string; default: string; description: string }> = {
  '--sb-accent': { syntax: '<color>', default: '#1d4ed8 (dark: #8ab4f8)', description: 'Accent: buttons, selection, links, focus.' },
  '--sb-on-accent': {
    syntax: '<color>',
    default: '#fff (dark: #0b1d3a)',
    description: 'Text on the accent; when the default does not read well on a host’s accent, black or white is used instead.',
  },
  '--sb-bg': { syntax: '<color>', default: '#fff (dark: #121212)', description: 'Background.' },
  '--sb-fg': { syntax: '<color>', default: '#1a1a1a (dark: #ececec)', description: 'Text.' },
  '--sb-muted': { syntax: '<color>', default: '#595959 (dark: #b0b0b0)', description: 'Secondary text.' },
  '--sb-border': { syntax: '<color>', default: '#8a8a8a', description: 'Borders.' },
  '--sb-error': { syntax: '<color>', default: '#b3261e (dark: #ffb4ab)', description: 'Errors.' },
  '--sb-radius': { syntax: '<length>', default: '8px', description: 'Corner radius.' },
  '--sb-font': { syntax: '*', default: 'system-ui, sans-serif', description: 'Font family.' },
};

export interface EventDoc {
  name: string;
  /** The detail's type, as written in events.ts. */
  detail: string;
  description: string;
}

/** The events, read from the `SpaceBookingEventDetails` interface of src/state/events.ts (names, detail types, JSDoc). */
export function eventDocs(source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../src/state/events.ts'), 'utf8')): EventDoc[] {
  const file = ts.createSourceFile('events.ts', source, ts.ScriptTarget.Latest, true);
  const map = file.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'SpaceBookingEventDetails',
  );
  if (!map) throw new Error('events.ts: no SpaceBookingEventDetails interface');
  return map.members.filter(ts.isPropertySignature).map((member) => {
    const doc = ts.getJSDocCommentsAndTags(member).map((d) => ts.getTextOfJSDocComment(d.comment) ?? '');
    return {
      name: (member.name as ts.StringLiteral).text,
      detail: member.type!.getText(file).replace(/\s+/g, ' '),
      description: doc.join(' ').replace(/\s+/g, ' ').trim(),
    };
  });
}

const text = (type: string) => ({ text: type });

/** The manifest as JSON-ready data. `path` is the module hosts import. */
export function customElementsManifest(path = 'dist/space-booking.mjs') {
  const declaration = { name: 'SpaceBookingElement', module: path };
  const attributes = Object.entries(ATTRIBUTE_DOCS) as [Attribute, AttributeDoc][];
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            customElement: true,
            name: 'SpaceBookingElement',
            tagName: 'space-booking',
            summary: 'Books a session of one space as a guest, against the public Space Platform API.',
            description:
              'Attributes are the source of truth; every one has a property. Register it with `defineSpaceBooking()`. ' +
              'A fallback link written inside the element shows until it upgrades (the shadow root has no slot).',
            superclass: { name: 'HTMLElement', package: 'global:' },
            attributes: attributes.map(([name, a]) => ({
              name,
              type: text(a.type),
              ...(a.default && { default: a.default }),
              description: a.description,
              fieldName: a.property,
            })),
            members: [
              ...attributes.map(([name, a]) => ({
                kind: 'field',
                name: a.property,
                type: text(a.type),
                ...(a.default && { default: a.default }),
                description: a.description,
                attribute: name,
                reflects: true,
              })),
              ...Object.entries(PROPERTY_DOCS).map(([name, p]) => ({
                kind: 'field',
                name,
                type: text(p.type),
                description: p.description,
                readonly: true,
              })),
              ...Object.entries(METHOD_DOCS).map(([name, m]) => ({
                kind: 'method',
                name,
                ...(m.parameters && {
                  parameters: m.parameters.map((p) => ({ name: p.name, type: text(p.type), ...(p.optional && { optional: true }), description: p.description })),
                }),
                ...(m.return && { return: { type: text(m.return) } }),
                description: m.description,
              })),
            ],
            events: eventDocs().map((e) => ({ name: e.name, type: text(`CustomEvent<${e.detail}>`), description: e.description })),
            cssParts: Object.entries(PART_DOCS).map(([name, description]) => ({ name, description })),
            cssProperties: Object.entries(CSS_PROPERTY_DOCS).map(([name, p]) => ({ name, ...p })),
          },
          {
            kind: 'function',
            name: 'defineSpaceBooking',
            description: 'Registers `<space-booking>` (importing the module does not); safe to call again, and does nothing without a DOM.',
          },
        ],
        // Importing the module defines nothing: `defineSpaceBooking()` does.
        exports: [
          { kind: 'js', name: 'SpaceBookingElement', declaration },
          { kind: 'js', name: 'defineSpaceBooking', declaration: { name: 'defineSpaceBooking', module: path } },
        ],
      },
      {
        // The script tag's file defines the element as it runs.
        kind: 'javascript-module',
        path: 'dist/space-booking.js',
        declarations: [],
        exports: [{ kind: 'custom-element-definition', name: 'space-booking', declaration }],
      },
    ],
  };
}

type Manifest = ReturnType<typeof customElementsManifest>;
export type ElementDeclaration = Extract<Manifest['modules'][number]['declarations'][number], { tagName: string }>;

/** The element's declaration: the first of the module's. */
export const elementDeclaration = (manifest: Manifest): ElementDeclaration => manifest.modules[0]!.declarations[0] as ElementDeclaration;
