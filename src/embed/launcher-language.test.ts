// @vitest-environment jsdom
import { waitFor } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { de } from '../i18n/catalogs/de';
import { en } from '../i18n/catalogs/en';
import { fr } from '../i18n/catalogs/fr';
import { SpaceBookingElement } from './element';

customElements.define('launcher-language-booking', SpaceBookingElement);

afterEach(() => {
  document.body.replaceChildren();
  vi.resetModules();
});

const files = { de: () => import('../i18n/catalogs/de'), fr: () => import('../i18n/catalogs/fr') };

/**
 * The German and French catalogs' files for one test, asked for before it loads anything: each
 * held until its `release` is called, or failed with its `fail`. `settled` resolves once either
 * has happened and the file's load has ended with it (a load still under way when the test ends
 * would end in the next test, with that test's files).
 */
function holdCatalogs() {
  const hold = (language: 'de' | 'fr') => {
    let release!: () => void;
    let fail!: () => void;
    const arrived = new Promise<void>((resolve, reject) => {
      release = resolve;
      fail = () => reject(new Error('chunk failed'));
    });
    vi.doMock(`../i18n/catalogs/${language}`, async () => {
      await arrived;
      return { [language]: { de, fr }[language] };
    });
    const loaded = (): Promise<unknown> => files[language]();
    return { release, fail, settled: arrived.then(loaded, loaded).catch(() => {}) };
  };
  return { de: hold('de'), fr: hold('fr') };
}

function popupIn(locale: string): SpaceBookingElement {
  const element = document.createElement('launcher-language-booking') as SpaceBookingElement;
  for (const [name, value] of Object.entries({ mode: 'popup', handle: 'harbour-yoga', 'api-base': 'http://127.0.0.1:4010/v1', locale }))
    element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** The popup's button once it reads `text`: the popup's file and a catalog load first, which can take more than waitFor's default second. */
async function launcherOf(element: SpaceBookingElement, text: string): Promise<HTMLButtonElement> {
  return waitFor(
    () => {
      const button = element.shadowRoot!.querySelector<HTMLButtonElement>('[part~="launcher"]');
      if (button?.textContent !== text) throw new Error(`the button reads ${button?.textContent}`);
      return button;
    },
    { timeout: 5000 },
  );
}

/** The language a screen reader reads the button in: the nearest `lang` around it. */
const languageOf = (button: HTMLElement) => ({ lang: button.closest('[lang]')?.getAttribute('lang'), dir: button.closest('[dir]')?.getAttribute('dir') });

it("a popup's button is marked English while its page's catalog loads, and German once it is here", async () => {
  const { de: catalog } = holdCatalogs();
  const element = popupIn('de-AT');
  const waiting = await launcherOf(element, en.bookSession);
  expect(languageOf(waiting)).toEqual({ lang: 'en-AT', dir: 'ltr' });

  catalog.release();
  const loaded = await launcherOf(element, de.bookSession);
  expect(languageOf(loaded)).toEqual({ lang: 'de-AT', dir: 'ltr' });
});

it("a popup's button stays marked English where its page's catalog cannot load", async () => {
  const { de: german, fr: french } = holdCatalogs();
  const element = popupIn('de');
  await launcherOf(element, en.bookSession);
  german.fail();
  await german.settled;
  await new Promise((resolve) => setTimeout(resolve));
  expect(languageOf(await launcherOf(element, en.bookSession))).toEqual({ lang: 'en-DE', dir: 'ltr' });

  // Another language that cannot load either: the button, still English, is marked as English
  // written in that language's region once its load has failed.
  element.setAttribute('locale', 'fr');
  french.fail();
  await french.settled;
  await waitFor(() => expect(languageOf(element.shadowRoot!.querySelector<HTMLElement>('[part~="launcher"]')!).lang).toBe('en-FR'));
  expect(element.shadowRoot!.querySelector('[part~="launcher"]')?.textContent).toBe(en.bookSession);
});

it("a popup's button keeps the language of the text it shows while another language's catalog loads", async () => {
  const { de: germanFile, fr: french } = holdCatalogs();
  germanFile.release();
  const element = popupIn('de');
  const german = await launcherOf(element, de.bookSession);
  expect(languageOf(german).lang).toBe('de');

  element.setAttribute('locale', 'fr');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(languageOf(await launcherOf(element, de.bookSession)).lang).toBe('de');

  french.release();
  const loaded = await launcherOf(element, fr.bookSession);
  expect(languageOf(loaded).lang).toBe('fr');
});
