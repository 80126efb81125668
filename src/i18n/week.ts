/** ISO 8601 weekdays: 1 is Monday, 7 is Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** `getWeekInfo()` in current engines, the `weekInfo` accessor before it (Safari 17, Node 20). */
interface LocaleWithWeek extends Intl.Locale {
  getWeekInfo?(): { firstDay: IsoWeekday };
  weekInfo?: { firstDay: IsoWeekday };
}

export function firstDayOfWeek(locale: string): IsoWeekday {
  try {
    const info = new Intl.Locale(locale) as LocaleWithWeek;
    return (info.getWeekInfo?.() ?? info.weekInfo)?.firstDay ?? 1;
  } catch {
    // A malformed tag: the interface falls back to English, the week to ISO 8601.
    return 1;
  }
}
