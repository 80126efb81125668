/**
 * English interface text of the schedule (`layout="schedule"`, its own file). With
 * ./en-first-view.ts and ./en-booking-step.ts it makes the reference catalog, ./en.ts.
 */
export const enSchedule = {
  scheduleHeading: 'Schedule',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  weekRange: '{from} – {to}',
  scheduleDays: 'Days of the week',
  filterType: 'Session',
  allTypes: 'All sessions',
  filterCategory: 'Category',
  allCategories: 'All categories',
  sessionsHeading: 'Sessions on {date}',
  noSessionsOnDay: 'No sessions on this day.',
  sessionsFound: 'Sessions on {date}: {count}.',
  typeFailed: 'The times of {type} could not be loaded.',
  typesFailed: 'Sessions whose times could not be loaded: {count}.',
  retryType: 'Try again: {type}',
} as const;
