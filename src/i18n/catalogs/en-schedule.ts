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
  sessionsHeading: 'Sessions on {date}',
  noSessionsOnDay: 'No sessions on this day.',
  sessionsFound: 'Sessions on {date}: {count}.',
  typeFailed: 'The times of {type} could not be loaded.',
  typesFailed: 'Sessions whose times could not be loaded: {count}.',
  retryType: 'Try again: {type}',
  filtersOn: 'Filters ({count} on)',
  filterPartOfDay: 'Time of day',
  partMorning: 'Morning, before {time}',
  partAfternoon: 'Afternoon, {from}–{to}',
  partEvening: 'Evening, from {time}',
  filterWeekday: 'Day of the week',
  sessionsMatch: 'Sessions this week that match your filters: {count}.',
  noSessionsMatch: 'No sessions this week match your filters.',
} as const;
