/**
 * What search engines ask of a schema.org `Event` (Google's event structured data: required
 * `name`, `startDate`, `location` with its `address`; recommended `endDate`, `eventStatus`,
 * `eventAttendanceMode`, `offers` with price, currency, availability and url, `organizer` with
 * name and url; `description` and `image` where given), as a list of what an event lacks. For tests; not shipped.
 */
const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?([+-]\d\d:\d\d|Z)$/;
const SCHEMA = 'https://schema.org/';

type Json = Record<string, any>;

const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isHttpUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\//.test(value);

export function eventProblems(event: Json): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => ok || problems.push(what);
  need(event['@context'] === 'https://schema.org', '@context');
  need(event['@type'] === 'Event', '@type Event');
  need(isText(event.name), 'name');
  need(ISO_WITH_OFFSET.test(event.startDate ?? ''), 'startDate (ISO 8601 with an offset)');
  need(ISO_WITH_OFFSET.test(event.endDate ?? ''), 'endDate (ISO 8601 with an offset)');
  need(Date.parse(event.endDate) > Date.parse(event.startDate), 'endDate after startDate');
  const location: Json = event.location ?? {};
  if (event.eventAttendanceMode === `${SCHEMA}OnlineEventAttendanceMode`) {
    need(location['@type'] === 'VirtualLocation' && isHttpUrl(location.url), 'location (VirtualLocation with url)');
  } else {
    need(event.eventAttendanceMode === `${SCHEMA}OfflineEventAttendanceMode`, 'eventAttendanceMode');
    need(location['@type'] === 'Place' && isText(location.name), 'location (Place with name)');
    const address: Json = location.address ?? {};
    need(
      address['@type'] === 'PostalAddress' && ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'].some((k) => isText(address[k])),
      'location.address (PostalAddress)',
    );
  }
  need(
    [`${SCHEMA}EventScheduled`, `${SCHEMA}EventCancelled`, `${SCHEMA}EventPostponed`, `${SCHEMA}EventRescheduled`, `${SCHEMA}EventMovedOnline`].includes(event.eventStatus),
    'eventStatus',
  );
  const offers: Json = event.offers ?? {};
  need(offers['@type'] === 'Offer', 'offers');
  need(typeof offers.price === 'number' && offers.price >= 0, 'offers.price');
  need(/^[A-Z]{3}$/.test(offers.priceCurrency ?? ''), 'offers.priceCurrency');
  need([`${SCHEMA}InStock`, `${SCHEMA}SoldOut`, `${SCHEMA}LimitedAvailability`, `${SCHEMA}PreOrder`].includes(offers.availability), 'offers.availability');
  need(isHttpUrl(offers.url), 'offers.url');
  const organizer: Json = event.organizer ?? {};
  need(['Organization', 'Person'].includes(organizer['@type']) && isText(organizer.name) && isHttpUrl(organizer.url), 'organizer (name and url)');
  // Recommended, and only as good as the space's data: checked where given.
  if ('description' in event) need(isText(event.description), 'description');
  if ('image' in event) need(Array.isArray(event.image) ? event.image.length > 0 && event.image.every(isHttpUrl) : isHttpUrl(event.image), 'image');
  return problems;
}
