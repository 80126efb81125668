import { useSignal } from '@preact/signals';
import { h } from 'preact';
import { useRef } from 'preact/hooks';
import type { BookingType } from '../api/types';
import { columnWeekday, formatTime, weekdayLabels } from '../i18n/format';
import { firstDayOfWeek, type IsoWeekday } from '../i18n/week';
import type { Schedule } from '../state/schedule';
import { activeFilterCount, hasIntroOffer, PARTS_OF_DAY, PARTS_OF_DAY_START, toggled, type PartOfDay } from '../state/schedule-filters';
import type { Store } from '../state/store';
import { CategoryChoice, LengthChoice, NewHereChoice } from './TypeFilters';
import { contentLanguage, useT } from './util';

/** Native controls in fieldsets; the "Filters" disclosure is closed at first, so the week stays in view on a phone. */
export function ScheduleFilters({ store, schedule, types }: { store: Store; schedule: Schedule; types: readonly BookingType[] }) {
  const tr = useT(store);
  const open = useSignal(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const locale = store.interfaceLocale.value;
  const content = contentLanguage(store, 'types');
  const filters = schedule.filters.value;
  const categories = schedule.categories.value;
  const durations = schedule.durations.value;
  const narrowing = activeFilterCount(filters);
  const chosen = (e: Event) => (e.target as HTMLSelectElement).value;
  const firstDay = firstDayOfWeek(locale);
  const shortNames = weekdayLabels(locale, columnWeekday(locale));
  const longNames = weekdayLabels(locale, 'long');
  const weekdays = shortNames.map((short, i) => ({ iso: (((firstDay - 1 + i) % 7) + 1) as IsoWeekday, short, long: longNames[i]! }));
  const partNames: Record<PartOfDay, string> = {
    morning: tr('partMorning', { time: formatTime(PARTS_OF_DAY_START.afternoon, locale) }),
    afternoon: tr('partAfternoon', { from: formatTime(PARTS_OF_DAY_START.afternoon, locale), to: formatTime(PARTS_OF_DAY_START.evening, locale) }),
    evening: tr('partEvening', { time: formatTime(PARTS_OF_DAY_START.evening, locale) }),
  };

  return (
    <div class="schedule-narrowing">
      <div class="schedule-filters">
        <label>
          {tr('filterType')}
          <select value={filters.typeId} onChange={(e) => schedule.setFilters({ typeId: chosen(e) })}>
            <option value="">{tr('allTypes')}</option>
            {types.map((type) => (
              <option value={type.id} key={type.id} {...content}>
                {type.title}
              </option>
            ))}
          </select>
        </label>
        {categories.length > 1 && (
          <CategoryChoice store={store} categories={categories} category={filters.category} choose={(category) => schedule.setFilters({ category })} />
        )}
      </div>
      <button
        ref={toggle}
        type="button"
        class="filters-toggle"
        aria-expanded={open.value}
        aria-controls="schedule-filter-panel"
        onClick={() => (open.value = !open.value)}
      >
        <span class="disclosure-mark" aria-hidden="true" />
        {narrowing ? tr('filtersOn', { count: narrowing }) : tr('filters')}
      </button>
      <div id="schedule-filter-panel" class="filter-panel" hidden={!open.value}>
        <fieldset>
          <legend>{tr('filterPartOfDay')}</legend>
          {PARTS_OF_DAY.map((part) => (
            <label class="choice" key={part}>
              <input
                type="checkbox"
                checked={filters.partsOfDay.includes(part)}
                onChange={() => schedule.setFilters({ partsOfDay: toggled(schedule.filters.peek().partsOfDay, part) })}
              />
              {partNames[part]}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{tr('filterWeekday')}</legend>
          <div class="weekday-choices">
            {weekdays.map(({ iso, short, long }) => (
              <label class="choice" key={iso}>
                <input
                  type="checkbox"
                  checked={filters.weekdays.includes(iso)}
                  aria-label={long}
                  onChange={() => schedule.setFilters({ weekdays: toggled(schedule.filters.peek().weekdays, iso) })}
                />
                <span aria-hidden="true">{short}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {durations.length > 1 && (
          <LengthChoice store={store} durations={durations} longest={filters.longest} choose={(longest) => schedule.setFilters({ longest })} />
        )}
        {types.some(hasIntroOffer) && (
          <NewHereChoice store={store} checked={filters.newHere} toggle={() => schedule.setFilters({ newHere: !schedule.filters.peek().newHere })} />
        )}
        {narrowing > 0 && (
          <button
            type="button"
            onClick={() => {
              // The button goes with the filters it clears: focus stays on the disclosure.
              schedule.clearFilters();
              toggle.current?.focus();
            }}
          >
            {tr('clearFilters')}
          </button>
        )}
      </div>
    </div>
  );
}
