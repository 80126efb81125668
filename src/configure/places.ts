/**
 * Where an owner pastes the code: one tab per kind of site, each with the few steps that get the
 * code there and what the owner should then see. Builders' menus are named as they show them.
 */
import type { Placement } from './configuration';

export interface Place {
  id: string;
  label: string;
  /** False for builders that run no scripts of the owner's: their tab gives the iframe. */
  scripts: boolean;
  /** Three or four steps; the last says what the owner should see (`result`). */
  steps: (result: string) => string[];
}

export function expectedResult(placement: Placement): string {
  switch (placement) {
    case 'popup':
      return 'a “Book a session” button (or your button text) where you pasted the code; it opens the booking in a window over the page';
    case 'floating':
      return 'a round-cornered booking button in the bottom-right corner of every screen of that page; it opens the booking in a window over the page';
    case 'schedule':
      return 'this week’s classes, day by day, with a time to book for each';
    case 'iframe':
      return 'the booking widget inside a box on the page: your booking types, then their dates and times';
    default:
      return 'your space’s name and booking types where you pasted the code; choosing one shows its dates and times';
  }
}

export const PLACES: Place[] = [
  {
    id: 'html',
    label: 'HTML',
    scripts: true,
    steps: (result) => [
      'Open the page’s HTML file (or your site’s template) in a text editor.',
      'Paste the code inside <body>, where the booking should appear.',
      'Save the file and upload it to your site.',
      `Open the page in a browser: you should see ${result}.`,
    ],
  },
  {
    id: 'wordpress',
    label: 'WordPress',
    scripts: true,
    steps: (result) => [
      'Edit the page, click “+” (Add block) where the booking should go and choose “Custom HTML”.',
      'Paste the code into the Custom HTML block.',
      'Click “Update” or “Publish”. (WordPress.com runs scripts on its Business plan and above; on other plans use the Iframe tab.)',
      `Open the published page: you should see ${result}.`,
    ],
  },
  {
    id: 'squarespace',
    label: 'Squarespace',
    scripts: true,
    steps: (result) => [
      'Edit the page, click an insert point (“+” or “Add Block”) and choose “Code”.',
      'Paste the code into the Code block, keep “HTML” selected and leave “Display Source” off.',
      'Save. The editor shows “Script disabled” in place of the widget: that is expected.',
      `Open the live page: you should see ${result}.`,
    ],
  },
  {
    id: 'wix',
    label: 'Wix',
    scripts: true,
    steps: (result) => [
      'In the Wix Editor, click “Add Elements” (+), then “Embed Code”, then “Embed HTML”.',
      'Click “Enter Code”, choose “Code”, paste the code and click “Update”.',
      'Drag the box’s handles until it is about 900 pixels high: Wix shows embedded code inside that box only.',
      `Publish and open the live site: you should see ${result}, inside the box.`,
    ],
  },
  {
    id: 'webflow',
    label: 'Webflow',
    scripts: true,
    steps: (result) => [
      'In the Designer, open the Add panel and drag a “Code Embed” element where the booking should go.',
      'Paste the code into the code editor that opens, then click “Save & Close”.',
      'Publish the site: Webflow runs embedded scripts on the published site, not in the Designer.',
      `Open the published page: you should see ${result}.`,
    ],
  },
  {
    id: 'shopify',
    label: 'Shopify',
    scripts: true,
    steps: (result) => [
      'In Shopify admin, open Online Store, then Themes, and click “Customize”; open the page the booking goes on.',
      'Click “Add section” and choose “Custom Liquid”.',
      'Paste the code into the section’s “Liquid code” field and click “Save”.',
      `Open the page in your store: you should see ${result}.`,
    ],
  },
  {
    id: 'iframe',
    label: 'Iframe (no scripts)',
    scripts: false,
    steps: (result) => [
      'For site builders that allow no scripts (Google Sites, some page builders): add their “Embed”, “HTML” or “Embed code” element (Google Sites: Insert, then Embed, then “Embed code”).',
      'Paste the code into it.',
      'Make the element at least as high as the code’s height (900 or 1100 pixels): without scripts the frame cannot size itself.',
      `Publish and open the page: you should see ${result}. In a frame the widget is always in the page, never behind a button, and keeps its own accent colour.`,
    ],
  },
];
