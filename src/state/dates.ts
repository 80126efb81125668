import { batch, type Signal } from '@preact/signals';
import type { ApiError } from '../api/errors';
import type { Slot } from '../api/types';
import { formatDate } from '../i18n/format';
import type { MessageKey } from '../i18n/index';
import type { AvailabilityCache } from './availability';
import { monthOf } from './calendar';

interface Deps {
  availability: AvailabilityCache;
  typeId: Signal<string | null>;
  date: Signal<string | null>;
  month: Signal<string | null>;
  slot: Signal<Slot | null>;
  locale(): string;
  say(key: MessageKey, params?: Record<string, string | number>): void;
  /** `byVisitor`: the visitor asked for these times, so the failure may take focus. */
  failed(error: ApiError, byVisitor: boolean): void;
}

/** Choosing a date within the bookable window of the selected type. */
export function createDates({ availability, typeId, date, month, slot, locale, say, failed }: Deps) {
  /** Counts loads: an answer for an earlier one (another type, another space) changes nothing. */
  let loads = 0;

  function announceDay(d: string): void {
    const count = availability.of(typeId.value ?? '').value.byDate.get(d)?.length ?? 0;
    say('slotsFound', { count, date: formatDate(d, locale()) });
  }

  return {
    /** Selects the earliest date with open slots in the window and shows its month. */
    async load(id: string, byVisitor = false): Promise<void> {
      const mine = ++loads;
      say('loading');
      await availability.ensure(id);
      if (mine !== loads || typeId.value !== id) return;
      const { error } = availability.of(id).value;
      if (error) return failed(error, byVisitor);
      const first = availability.firstDate(id);
      const today = availability.today.value;
      if (!today) return;
      batch(() => {
        date.value = first;
        month.value = monthOf(first ?? today);
      });
      if (first) announceDay(first);
    },

    /** Fresh availability after a slot filled up; another date only when the chosen one has none left. */
    refresh(id: string): Promise<void> {
      return availability.refresh(id).then(() => {
        const d = date.value;
        if (typeId.value !== id || !d || availability.of(id).value.byDate.has(d)) return;
        const first = availability.firstDate(id);
        batch(() => {
          date.value = first;
          if (first) month.value = monthOf(first);
        });
      });
    },

    select(d: string): void {
      batch(() => ((date.value = d), (slot.value = null)));
      announceDay(d);
    },
  };
}
