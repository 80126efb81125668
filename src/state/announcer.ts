import { signal } from '@preact/signals';
import type { MessageKey } from '../i18n/index';

export type FocusTarget = 'heading' | 'alert' | 'name' | 'email' | 'notes' | 'submit';

/** A catalog key rather than text: a message said before its catalog came is worded again, its `day` too, when it comes. */
export type Announcement = readonly [key: MessageKey, params?: Record<string, string | number>];

/** The state never touches the screen: the UI words the message in the current language and decides whether moving focus is right. */
export function createAnnouncer() {
  const announcement = signal<readonly Announcement[] | null>(null);
  /** A new object per request, so asking for the same target twice still moves focus. */
  const focus = signal<{ target: FocusTarget } | null>(null);
  return {
    announcement,
    focus,
    say(key: MessageKey, params?: Record<string, string | number>): readonly Announcement[] {
      return (announcement.value = [[key, params]]);
    },
    /** Unless something has been said since (another load's "Loading…"). */
    unsay(said: readonly Announcement[]): void {
      if (announcement.peek() === said) announcement.value = null;
    },
    sayWithDetail(message: Announcement, detail: Announcement): void {
      announcement.value = [message, detail];
    },
    requestFocus(target: FocusTarget): void {
      focus.value = { target };
    },
  };
}

export type Announcer = ReturnType<typeof createAnnouncer>;
