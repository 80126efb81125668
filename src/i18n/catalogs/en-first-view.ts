/**
 * English interface text of the first view (the script): everything up to choosing a time. With
 * ./en-booking-step.ts, ./en-schedule.ts and ./en-popup.ts it makes the reference catalog, ./en.ts.
 */
export const enFirstView = {
  loading: 'Loading…',
  retry: 'Try again',
  back: 'Back',
  websiteLink: 'Website',
  /** The accessible name of the space's address, a link to a map search. */
  mapLink: '{address} (map)',
  socialLinksLabel: 'Social media',
  languageLabel: 'Language',

  typesHeading: 'Choose a session',
  typesEmpty: 'There are no sessions to book right now.',
  free: 'Free',
  introOffer: 'First visit {price}',

  dateHeading: 'Choose a date and time',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  daysWithTimes: '{date}, times available',
  noTimesOnDay: 'No times on this day.',
  noTimesSoon: 'No open times in the next {days} days.',
  timesShownIn: 'Times are shown in {zone}.',
  yourTime: 'your time {time}',
  placesLeft: '{count} left',
  slotsFound: 'Times available on {date}: {count}.',
  timesHeading: 'Times on {date}',
  dayUnavailable: 'Not available',
  noTimesInMonth: 'No times to book in {month}.',
  showMonthWithTimes: 'Show {month}',

  filters: 'Filters',
  filterCategory: 'Category',
  allCategories: 'All categories',
  filterLongest: 'Length',
  anyLength: 'Any length',
  upToLength: 'Up to {duration}',
  filterNewHere: 'New here: sessions with a first-visit offer',
  clearFilters: 'Clear filters',
  typesMatch: 'Session types that match your filters: {count} of {total}.',
  noTypesMatch: 'No session types match your filters.',

  bookingsClosed: '{space} does not take online bookings. Please contact them directly.',
  loadFailed: 'This booking page could not be loaded.',
  loadSetup: 'This booking page is not set up correctly.',
  bookingStepFailed: 'The booking form could not be loaded. Your choice is kept; please try again.',
  scheduleFailed: 'The schedule could not be loaded.',
  availabilityFailed: 'Available times could not be loaded.',
  visitSpace: 'Visit {space}’s website',

  failNotFound: 'This booking page no longer exists.',
  loadOffline: 'You are offline. Try again once you are connected.',
  loadBusy: 'The booking service is busy right now. Please try again in {wait}.',
} as const;
