import type { Slot } from '../api/types';
import { remembered } from '../shared/remembered';
import { knownZone, wallClock, zonedToInstant, zoneRulesReady } from '../time/zone';
import { formatDate, formatInstantTime, formatTime, zoneLabel } from './format';

export interface When {
  /** The absolute start; null when the browser does not know the space's zone. */
  instant: Date | null;
  date: string;
  /** Space wall-clock time, formatted. */
  time: string;
  zone: string;
  /** The visitor's clock at that instant, when it differs from the space's (weekday added when the date differs). */
  local: string | null;
  /** The visitor's date and time, formatted (only meaningful when `local` is set). */
  localDate: string;
  localTime: string;
}

/**
 * Each description made, by slot, zones, locale and whether the zone rules were here: a day's
 * slots are described on every render of it, and reading two clocks through Intl for each of 48
 * slots would not leave a day switch within a frame.
 */
const remember = remembered<When>(5000);

/**
 * A slot's start in the space's time and, when different, in the visitor's: the instant comes
 * from the space's wall-clock and zone, so DST on either side is right. A zone the browser does
 * not know (one newer than its time-zone data) leaves only the visitor's time out: the space's
 * wall-clock date and time are all a booking needs.
 */
export function describeWhen(slot: Pick<Slot, 'date' | 'start_time'>, zone: string, visitorZone: string, locale: string): When {
  const key = `${slot.date} ${slot.start_time} ${zone} ${visitorZone} ${locale} ${zoneRulesReady()}`;
  return remember(key, () => describe(slot, zone, visitorZone, locale));
}

function describe(slot: Pick<Slot, 'date' | 'start_time'>, zone: string, visitorZone: string, locale: string): When {
  const instant = knownZone(zone) && zoneRulesReady() ? zonedToInstant(slot.date, slot.start_time, zone) : null;
  const date = formatDate(slot.date, locale);
  const time = formatTime(slot.start_time, locale);
  // Without an instant (a zone the browser does not know) there is no visitor's time to show.
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
