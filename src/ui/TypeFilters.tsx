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
  const filters = store.typeFilters.value;
  const categories = categoriesOf(types);
  const durations = durationsOf(types);
  const narrowing = activeFilterCount(filters) > 0;
  return (
    <div class="type-filters" role="group" aria-label={tr('filters')}>
      {categories.length > 1 && <CategoryChoice store={store} categories={categories} category={filters.category} choose={(category) => store.setTypeFilters({ category })} />}
      {durations.length > 1 && <LengthChoice store={store} durations={durations} longest={filters.longest} choose={(longest) => store.setTypeFilters({ longest })} />}
      {types.some(hasIntroOffer) && <NewHereChoice store={store} checked={filters.newHere} toggle={() => store.setTypeFilters({ newHere: !store.typeFilters.peek().newHere })} />}
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

/** One category of types, from those the types have, written in the types' language (here and in the schedule's filters). */
export function CategoryChoice({ store, categories, category, choose }: { store: Store; categories: readonly string[]; category: string; choose(category: string): void }) {
  const tr = useT(store);
  const content = contentLanguage(store, 'types');
  return (
    <label>
      {tr('filterCategory')}
      <select value={category} onChange={(e) => choose((e.target as HTMLSelectElement).value)}>
        <option value="">{tr('allCategories')}</option>
        {categories.map((each) => (
          <option value={each} key={each} {...content}>
            {each}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The longest a session may last, from the lengths the types have (here and in the schedule's filters). */
export function LengthChoice({ store, durations, longest, choose }: { store: Store; durations: readonly number[]; longest: number | null; choose(longest: number | null): void }) {
  const tr = useT(store);
  const locale = store.interfaceLocale.value;
  return (
    <label>
      {tr('filterLongest')}
      <select value={longest == null ? '' : String(longest)} onChange={(e) => {
        const chosen = (e.target as HTMLSelectElement).value;
        choose(chosen ? Number(chosen) : null);
      }}>
        <option value="">{tr('anyLength')}</option>
        {durations.map((minutes) => (
          <option value={String(minutes)} key={minutes}>
            {tr('upToLength', { duration: formatDuration(minutes, locale) })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Only types with a first-visit offer (here and in the schedule's filters). */
export function NewHereChoice({ store, checked, toggle }: { store: Store; checked: boolean; toggle(): void }) {
  const tr = useT(store);
  return (
    <label class="choice">
      <input type="checkbox" checked={checked} onChange={toggle} />
      {tr('filterNewHere')}
    </label>
  );
}
