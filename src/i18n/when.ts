import type { Slot } from '../api/types';
import { remembered } from '../shared/remembered';
import { knownZone, wallClock, zonedToInstant, zoneRulesReady } from '../time/zone';
import { formatDate, formatInstantTime, formatTime, zoneLabel } from './format';

export interface When {
  /** The absolute start; null when the browser does not know the space's zone. */
  instant: Date | null;
  date: string;
  time: string;
  zone: string;
  /** Null when the visitor's clock shows what the space's does. */
  local: string | null;
  /** Only meaningful when `local` is set. */
  localDate: string;
  localTime: string;
}

/** Reading two clocks through Intl for each of 48 slots on every render would not fit a day switch in a frame. */
const remember = remembered<When>(5000);

/** A zone the browser does not know leaves only the visitor's time out: the space's date and time are all a booking needs. */
export function describeWhen(slot: Pick<Slot, 'date' | 'start_time'>, zone: string, visitorZone: string, locale: string): When {
  const key = `${slot.date} ${slot.start_time} ${zone} ${visitorZone} ${locale} ${zoneRulesReady()}`;
  return remember(key, () => describe(slot, zone, visitorZone, locale));
}

function describe(slot: Pick<Slot, 'date' | 'start_time'>, zone: string, visitorZone: string, locale: string): When {
  const instant = knownZone(zone) && zoneRulesReady() ? zonedToInstant(slot.date, slot.start_time, zone) : null;
  const date = formatDate(slot.date, locale);
  const time = formatTime(slot.start_time, locale);
  const mine = instant && wallClock(instant, visitorZone);
  const theirs = instant && (zone === visitorZone ? mine : wallClock(instant, zone));
  const same = !mine || (mine.date === theirs!.date && mine.time === theirs!.time);
  const localTime = same ? time : formatInstantTime(instant!, visitorZone, locale);
  return {
    instant,
    date,
    time,
    zone: zoneLabel(zone, locale, instant ?? undefined),
    local: same
      ? null
      : mine.date === slot.date
        ? localTime
        : `${formatDate(mine.date, locale, { weekday: 'short', day: 'numeric', month: 'short' })} ${localTime}`,
    localDate: same ? date : formatDate(mine.date, locale),
    localTime,
  };
}
