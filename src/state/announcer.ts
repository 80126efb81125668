import { signal } from '@preact/signals';
import type { MessageKey } from '../i18n/index';

/** Where focus should go after the next render: a step heading, the alert, a form field or its submit button. */
export type FocusTarget = 'heading' | 'alert' | 'name' | 'email' | 'notes' | 'submit';

/**
 * A progress message for the live region: a catalog key and its placeholders, worded by the UI
 * in the interface's language of the moment. A `day` (`YYYY-MM-DD`) fills the placeholder
 * `{date}`, written as that language writes dates: a message said before a catalog came is worded
 * again, its date too, when it comes.
 */
export type Announcement = readonly [key: MessageKey, params?: Record<string, string | number>];

/**
 * What the state asks of the screen, without touching it: the latest progress message and where
 * focus should go next. The UI reads both (it words the message in the current language, so a
 * catalog that arrives later re-words it, and it decides whether moving focus is right).
 */
export function createAnnouncer() {
  /** Messages read as one, in order. */
  const announcement = signal<readonly Announcement[] | null>(null);
  /** A new object per request, so asking for the same target twice still moves focus. */
  const focus = signal<{ target: FocusTarget } | null>(null);
  return {
    announcement,
    focus,
    /** Says a message; returns it, for `unsay`. */
    say(key: MessageKey, params?: Record<string, string | number>): readonly Announcement[] {
      return (announcement.value = [[key, params]]);
    },
    /**
     * A progress message whose moment has passed ("Loading…" once loaded or failed): the live
     * region stops saying it, unless something has been said since (another load's "Loading…").
     */
    unsay(said: readonly Announcement[]): void {
      if (announcement.peek() === said) announcement.value = null;
    },
    /** A message, then what it is about (the first field to correct and why). */
    sayWithDetail(message: Announcement, detail: Announcement): void {
      announcement.value = [message, detail];
    },
    requestFocus(target: FocusTarget): void {
      focus.value = { target };
    },
  };
}

export type Announcer = ReturnType<typeof createAnnouncer>;
