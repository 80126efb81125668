import { h } from 'preact';
import type { BookingType } from '../api/types';
import { formatDuration } from '../i18n/format';
import { activeFilterCount, categoriesOf, durationsOf, hasIntroOffer } from '../state/schedule-filters';
import type { Store } from '../state/store';
import { contentLanguage, useT } from './util';

/**
 * A list this long does not fit on a phone's screen: from here on, it can be narrowed. What a
 * booking type itself says applies (its category, its length, a first-visit offer); a session's
 * day and time belong to the schedule's filters.
 */
export const TYPE_FILTERS_FROM = 8;

/** Narrows a long list of booking types, each choice a native control; says how many match. */
export function TypeFilters({ store, types, shown }: { store: Store; types: readonly BookingType[]; shown: number }) {
  const tr = useT(store);
  const locale = store.interfaceLocale.value;
  const content = contentLanguage(store, 'types');
  const filters = store.typeFilters.value;
  const categories = categoriesOf(types);
  const durations = durationsOf(types);
  const chosen = (e: Event) => (e.target as HTMLSelectElement).value;
  const narrowing = activeFilterCount(filters) > 0;
  return (
    <div class="type-filters" role="group" aria-label={tr('filters')}>
      {categories.length > 1 && (
        <label>
          {tr('filterCategory')}
          <select value={filters.category} onChange={(e) => store.setTypeFilters({ category: chosen(e) })}>
            <option value="">{tr('allCategories')}</option>
            {categories.map((category) => (
              <option value={category} key={category} {...content}>
                {category}
              </option>
            ))}
          </select>
        </label>
      )}
      {durations.length > 1 && (
        <label>
          {tr('filterLongest')}
          <select
            value={filters.longest == null ? '' : String(filters.longest)}
            onChange={(e) => store.setTypeFilters({ longest: chosen(e) ? Number(chosen(e)) : null })}
          >
            <option value="">{tr('anyLength')}</option>
            {durations.map((minutes) => (
              <option value={String(minutes)} key={minutes}>
                {tr('upToLength', { duration: formatDuration(minutes, locale) })}
              </option>
            ))}
          </select>
        </label>
      )}
      {types.some(hasIntroOffer) && (
        <label class="choice">
          <input type="checkbox" checked={filters.newHere} onChange={() => store.setTypeFilters({ newHere: !store.typeFilters.peek().newHere })} />
          {tr('filterNewHere')}
        </label>
      )}
      {/* In the page from the start: a live region added with its text is not read. */}
      <p class="type-filters-result" role="status">
        {narrowing && (shown ? tr('typesMatch', { count: shown, total: types.length }) : tr('noTypesMatch'))}
      </p>
      {narrowing && (
        <button type="button" onClick={store.clearTypeFilters}>
          {tr('clearFilters')}
        </button>
      )}
    </div>
  );
}
