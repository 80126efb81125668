import { effect, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import type { BookingType } from '../api/types';
import type { Announcer } from './announcer';
import type { BookingFlow } from './booking';
import type { WidgetConfig } from './config';
import { addressWithDeepLink, formatDeepLink, formatSessionLink, readDeepLink, type DeepLink, type PageHistory } from './deep-link';
import type { Steps } from './steps';

/** What a link opened on could not find: said above the list or the times. */
export type DeepLinkNotice = 'typeGone' | 'timeGone';

interface Deps {
  config: ReadonlySignal<WidgetConfig>;
  types: ReadonlySignal<BookingType[] | null>;
  steps: Steps;
  booking: BookingFlow;
  announcer: Announcer;
  history: PageHistory;
  /** What a link could not open, until the visitor's next step. */
  notice: Signal<DeepLinkNotice | null>;
}

/**
 * `deep-link` (its own chunk, loaded once the attribute is on): the widget's step in the page's
 * address, and the address's in the widget. Each step the visitor takes is a new entry of the
 * page's history (Back and Forward follow them); what the widget does by itself (a preselected
 * type, the first day with times) rewrites the current entry.
 */
export function createDeepLinkHistory({ config, types, steps, booking, announcer, history, notice }: Deps) {
  /** Links being opened (Back and Forward may overtake one another): the address already says where the widget is going. */
  const opening = signal(0);
  /** The visitor has just moved to another step: the next address is a new entry. */
  let visitorStepping = false;
  /** What the widget last wrote or opened, so that it writes only changes. */
  let lastValue: string | null = null;
  let lastStep = steps.step.peek();

  /** The link of the step on screen; undefined where there is nothing to write (the chosen type not known yet, a confirmation). */
  function linkOnScreen(): DeepLink | null | undefined {
    const step = steps.step.value;
    if (step === 'type') return null;
    if (step === 'done') return undefined;
    const slug = steps.type.value?.slug;
    if (!slug) return undefined;
    const slot = steps.slot.value;
    if (step === 'details') return slot ? { slug, date: slot.date, time: slot.start_time.slice(0, 5) } : undefined;
    const date = steps.date.value;
    return date ? { slug, date } : { slug };
  }

  const stopWriting = effect(() => {
    const link = linkOnScreen();
    const step = steps.step.value;
    if (!config.value.deepLink || opening.value || link === undefined) return;
    const value = link && formatDeepLink(link);
    const push = visitorStepping && step !== lastStep;
    visitorStepping = false;
    lastStep = step;
    if (value === lastValue) return;
    lastValue = value;
    const address = history.address();
    const written = readDeepLink(address);
    if ((written && formatDeepLink(written)) === value) return;
    history.write(addressWithDeepLink(address, link), push);
  });

  /** Opens `link` (null: the list of types) as the widget's step, writing nothing new to the address. */
  async function open(link: DeepLink | null, fromHistory: boolean): Promise<void> {
    lastValue = link && formatDeepLink(link);
    const bookingType = link && steps.findType(link.slug);
    if (!link || !bookingType) {
      if (link) {
        notice.value = 'typeGone';
        // The list may be on screen already: nothing else would take the link out of the address.
        lastValue = null;
        history.write(addressWithDeepLink(history.address(), null), false);
      }
      if (steps.manyTypes()) steps.toTypeStep();
      else steps.chooseInitialType();
      if (fromHistory) announcer.requestFocus('heading');
      return;
    }
    // A link to the details of the time on screen opens nothing new.
    const slot = steps.slot.peek();
    const same = steps.step.peek() === 'details' && steps.typeId.peek() === bookingType.id && slot?.date === link.date && slot?.start_time.slice(0, 5) === link.time;
    if (same) return;
    if (fromHistory) announcer.requestFocus('heading');
    opening.value++;
    try {
      const found = await steps.openAt(bookingType.id, link.date, link.time);
      if (!found) notice.value = 'timeGone';
    } finally {
      // The address now follows what opened (the first day with times, in place of a day with none).
      opening.value--;
    }
  }

  const stopListening = history.onMove(() => {
    // Off, a booking on its way, or the types (and the page's own link) still on their way: the address follows the widget.
    if (!config.peek().deepLink || booking.submitting.peek() || !types.peek()) return;
    const link = readDeepLink(history.address());
    const value = link && formatDeepLink(link);
    if (value === lastValue) return;
    // Back from a confirmation: choosing again, as "Book another" does; the details typed stay.
    if (steps.step.peek() === 'done') booking.leaveConfirmation();
    booking.failure.value = null;
    notice.value = null;
    void open(link, true);
  });

  return {
    /** Opens the link the page was loaded with, once the booking types are known. */
    openLink: (link: DeepLink) => open(link, false),
    /** The address of the session on screen, for Share; null without a chosen time. */
    sessionLink(): string | null {
      const slug = steps.type.peek()?.slug;
      const slot = steps.slot.peek();
      if (!slug || !slot) return null;
      return formatSessionLink(history.address(), { slug, date: slot.date, startTime: slot.start_time });
    },
    visitorStepped(): void {
      visitorStepping = true;
      notice.value = null;
      // The move did not change what the address says (the same step again): the next change is the widget's own.
      queueMicrotask(() => (visitorStepping = false));
    },
    dispose(): void {
      stopWriting();
      stopListening();
    },
  };
}

export type DeepLinkHistory = ReturnType<typeof createDeepLinkHistory>;
