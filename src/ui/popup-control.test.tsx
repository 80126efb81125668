// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { en } from '../i18n/catalogs/en';
import { enPopup } from '../i18n/catalogs/en-popup';
import { addEnglish, firstViewEnglish } from '../i18n/index';
import type { Store } from '../state/store';
import { controlPopup, type PopupHost } from './popup-control';
import { cleanup, createTestStore } from './testing';

// The popup's English, as its chunk adds it when it loads (./popup-entry.ts).
addEnglish(enPopup);

// jsdom has the dialog element without its modal behaviour: opening sets `open`, closing fires `close`.
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  document.documentElement.style.removeProperty('overflow');
});

/** A popup's element, as the controller sees it, and the host around it. */
function popupHost(mode: 'popup' | 'floating', store: Store | null = null) {
  const element = Object.assign(document.createElement('div'), {
    mode,
    position: 'bottom-right' as const,
    buttonText: '',
    handle: 'harbour-yoga',
    prepare: vi.fn(),
    open: vi.fn(async () => {}),
  });
  document.body.append(element);
  const adoptDialogStyles = vi.fn();
  const host: PopupHost = {
    element,
    store: () => store,
    launcher: () => true,
    messages: () => firstViewEnglish,
    locale: () => 'en',
    pageLocale: () => 'en',
    adoptDialogStyles,
  };
  return { element, host, adoptDialogStyles };
}

it('hides a floating button for the visit, per space: its own element, and the next one drawn for that space', () => {
  const first = popupHost('floating');
  render(controlPopup(first.host).view());
  fireEvent.click(screen.getByRole('button', { name: en.hideLauncher }));
  expect(first.element.hidden).toBe(true);

  cleanup();
  const next = popupHost('floating');
  render(controlPopup(next.host).view());
  expect(next.element.hidden).toBe(true);

  cleanup();
  const otherSpace = popupHost('floating');
  otherSpace.element.handle = 'tide-sydney';
  render(controlPopup(otherSpace.host).view());
  expect(otherSpace.element.hidden).toBe(false);
});

it('a floating button the visitor hid shows again for another space, or when its element stops being a popup', () => {
  const { host, element } = popupHost('floating');
  const control = controlPopup(host);
  const { rerender } = render(control.view());
  fireEvent.click(screen.getByRole('button', { name: en.hideLauncher }));
  expect(element.hidden).toBe(true);
  element.handle = 'tide-sydney';
  rerender(control.view());
  expect(element.hidden).toBe(false);

  element.handle = 'harbour-yoga';
  rerender(control.view());
  expect(element.hidden).toBe(true);
  control.release();
  expect(element.hidden).toBe(false);

  // The host's own `hidden` is the host's: the widget leaves it alone.
  element.hidden = true;
  element.handle = 'tide-sydney';
  rerender(control.view());
  expect(element.hidden).toBe(true);
});

it('a floating button the visitor hid still opens its dialog from code, shown, and hides again on closing', () => {
  const { store } = createTestStore();
  const { host, element } = popupHost('floating', store);
  const control = controlPopup(host);
  const { rerender } = render(control.view());
  fireEvent.click(screen.getByRole('button', { name: en.hideLauncher }));
  expect(element.hidden).toBe(true);

  control.open(null);
  // The element renders again while the dialog is open.
  rerender(control.view());
  expect(document.querySelector('dialog')!.open).toBe(true);
  expect(element.hidden).toBe(false);
  control.close();
  expect(element.hidden).toBe(true);
});

it('opens the dialog as a modal with its stylesheet; closing gives focus back, lets the page scroll and says at which step', () => {
  const { store, events } = createTestStore();
  const { host, adoptDialogStyles } = popupHost('popup', store);
  const control = controlPopup(host);
  render(control.view());
  expect(control.hasDialog()).toBe(true);
  const opener = screen.getByRole('button', { name: en.bookSession });

  control.open(opener);
  const dialog = document.querySelector('dialog')!;
  expect(dialog.open).toBe(true);
  expect(adoptDialogStyles).toHaveBeenCalledTimes(1);
  expect(document.documentElement.style.overflow).toBe('hidden');
  // Opening an open dialog does nothing more.
  control.open(opener);
  expect(events.filter((e) => e.name === 'space-booking:open')).toEqual([{ name: 'space-booking:open', detail: { handle: 'harbour-yoga' } }]);

  control.close();
  expect(dialog.open).toBe(false);
  expect(document.activeElement).toBe(opener);
  expect(document.documentElement.style.overflow).toBe('');
  expect(events.at(-1)).toEqual({ name: 'space-booking:close', detail: { handle: 'harbour-yoga', step: store.step.value } });
});

it('closing leaves focus where the visitor moved it after the dialog gave it back, before its close event', () => {
  const { store } = createTestStore();
  const { host } = popupHost('floating', store);
  const control = controlPopup(host);
  render(control.view());
  const opener = screen.getByRole('button', { name: en.bookSession });
  const hide = screen.getByRole('button', { name: en.hideLauncher });
  opener.focus();
  control.open(opener);
  const dialog = document.querySelector('dialog')!;
  // The browser closes the dialog and gives focus back to the button at once; a Tab reaches
  // "Hide the booking button" before the dialog's `close` event, a task later.
  dialog.open = false;
  opener.focus();
  hide.focus();
  dialog.dispatchEvent(new Event('close'));
  expect(document.activeElement).toBe(hide);
  expect(document.documentElement.style.overflow).toBe('');
});

it('after a booking, closing starts the widget afresh; the element leaving the page lets it scroll again', () => {
  const { store } = createTestStore();
  const startOver = vi.spyOn(store, 'startOver');
  const { host } = popupHost('popup', store);
  const control = controlPopup(host);
  render(control.view());
  control.open(null);
  store.booked();
  control.close();
  expect(startOver).toHaveBeenCalledTimes(1);

  control.open(null);
  expect(document.documentElement.style.overflow).toBe('hidden');
  control.release();
  expect(document.documentElement.style.overflow).toBe('');
});

it('released while open (the element left the page or became inline), the dialog closes as the visitor would close it, once', () => {
  const { store, events } = createTestStore();
  const { host } = popupHost('popup', store);
  const control = controlPopup(host);
  render(control.view());
  const opener = screen.getByRole('button', { name: en.bookSession });
  control.open(opener);
  // A dialog taken out of the page fires no `close` of its own.
  const closeInPage = HTMLDialogElement.prototype.close;
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
  control.release();
  HTMLDialogElement.prototype.close = closeInPage;
  expect(document.querySelector('dialog')!.open).toBe(false);
  expect(document.documentElement.style.overflow).toBe('');
  expect(document.activeElement).toBe(opener);
  expect(events.filter((e) => e.name === 'space-booking:close')).toHaveLength(1);

  // Opened again and closed: the page's own overflow is what comes back, not the lock.
  control.open(opener);
  expect(document.documentElement.style.overflow).toBe('hidden');
  control.close();
  expect(document.documentElement.style.overflow).toBe('');
  // Released when nothing is open: nothing more happens.
  control.release();
  expect(events.filter((e) => e.name === 'space-booking:close')).toHaveLength(2);
});

it("marks the host's own button text with the page's language, which the interface may not speak", () => {
  const page = popupHost('popup');
  Object.assign(page.element, { buttonText: 'Prenota una lezione' });
  Object.assign(page.host, { locale: () => 'en-IT', pageLocale: () => 'it' });
  render(controlPopup(page.host).view());
  const button = screen.getByRole('button', { name: 'Prenota una lezione' });
  expect([button.getAttribute('lang'), button.getAttribute('dir')]).toEqual(['it', 'ltr']);

  cleanup();
  // The interface's own "Book a session" is in the interface's language, around it.
  const own = popupHost('popup');
  Object.assign(own.host, { locale: () => 'en-IT', pageLocale: () => 'it' });
  render(controlPopup(own.host).view());
  const ownButton = screen.getByRole('button', { name: en.bookSession });
  expect(ownButton.hasAttribute('lang')).toBe(false);
  expect(ownButton.closest('[lang]')?.getAttribute('lang')).toBe('en-IT');
});
