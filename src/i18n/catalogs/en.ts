/**
 * English interface text: the reference catalog. Every other catalog has exactly these keys
 * (checked by the type `Messages`). Placeholders are `{name}`.
 */
export const en = {
  loading: 'Loading…',
  retry: 'Try again',
  back: 'Back',
  websiteLink: 'Website',
  languageLabel: 'Language',

  typesHeading: 'Choose a session',
  typesEmpty: 'There are no sessions to book right now.',
  free: 'Free',
  introOffer: 'First visit {price}',
  introOfferSettled: 'First visit {price} if this is your first booking here; the price is settled when you book.',

  dateHeading: 'Choose a date and time',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  daysWithTimes: 'times available',
  noTimesOnDay: 'No times on this day.',
  noTimesSoon: 'No open times in the next {days} days.',
  timesShownIn: 'Times are shown in {zone}.',
  yourTime: 'your time {time}',
  placesLeft: '{count} left',
  slotsFound: 'Times available on {date}: {count}.',
  timesHeading: 'Times on {date}',

  formHeading: 'Your details',
  nameLabel: 'Name',
  emailLabel: 'Email',
  notesLabel: 'Notes (optional)',
  notesCounter: '{count} of {max} characters',
  consentLabel: 'Send me news and offers from {space}.',
  submit: 'Book now',
  sending: 'Booking…',
  nameRequired: 'Enter your name.',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  notesTooLong: 'Notes can be at most {max} characters.',
  checkFields: 'Please correct the highlighted fields.',

  bookedHeading: 'You’re booked',
  bookedWhen: '{date} at {time} ({zone})',
  bookedLocalWhen: '{date} at {time} your time',
  addToCalendar: 'Add to calendar',
  bookAnother: 'Book another session',

  bookSession: 'Book a session',
  close: 'Close',
  hideLauncher: 'Hide the booking button',

  bookingsClosed: '{space} does not take online bookings. Please contact them directly.',
  loadFailed: 'This booking page could not be loaded.',
  bookingStepFailed: 'The booking form could not be loaded. Your choice is kept; please try again.',
  availabilityFailed: 'Available times could not be loaded.',
  visitSpace: 'Visit {space}’s website',

  failCapacityFull: 'That session has just filled up. Please choose another time; your details are kept.',
  failPolicyWindow: 'That time can no longer be booked online: it is too soon or too far ahead. Please choose another time.',
  failDuplicate: 'Good news: you already have a place in this session. There is nothing more to do.',
  failBookingsDisabled: '{space} is not taking bookings at the moment.',
  failTypeNotFound: 'This session is no longer offered. The list of sessions has been updated.',
  failSpaceUnavailable: '{space} is not available for booking at the moment.',
  failTierBlocked: 'Online booking for {space} is paused. This is nothing you did: please contact {space} directly.',
  failOther: 'This booking could not be made. Please choose another time or contact {space}.',
  failInvalid: 'Please check your details: {message}',
  failForbidden: 'Online booking is not available for {space}.',
  failNotFound: 'This booking page no longer exists.',
  failRateLimited: 'Too many attempts. Please try again in {seconds} seconds.',
  failServer: 'Something went wrong on our side. Your details are kept; please try again.',
  failOffline: 'You are offline. Your details are kept; try again once you are connected.',
  failNetwork: 'The connection failed. Your details are kept; please try again.',
  failTimeout: 'The server took too long to answer. Your details are kept; please try again.',
  failMalformed: 'The server sent an answer we could not read. Your details are kept; please try again.',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
