/**
 * English interface text of the profile's details and the posts (their own file, loaded after the
 * first slots). With the other English parts it makes the reference catalog, ./en.ts.
 */
export const enProfile = {
  hoursHeading: 'Opening hours',
  hoursClosed: 'Closed',
  hoursToday: 'Today',
  hoursRange: '{opens}–{closes}',
  postsHeading: 'News',
} as const;
