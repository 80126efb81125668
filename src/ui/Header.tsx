import { h } from 'preact';
import type { Location } from '../api/types';
import { languageName } from '../i18n/format';
import { safeUrl } from '../shared/http-url';
import type { Store } from '../state/store';
import { keepsHoursLine, profileDetails } from './profile-details-file';
import { SocialLinks } from './SocialLinks';
import { contentLanguage, useT } from './util';

/** The location's parts that are non-blank strings (API data is not trusted to match its type). */
const locationText = (location: Location | null | undefined): string =>
  (['name', 'address', 'city', 'region', 'country'] as const)
    .map((k) => location?.[k])
    .filter((v) => typeof v === 'string' && v.trim())
    .join(', ');

/** Where a space's address is searched for on a map: a plain link, nothing embedded, no origin for the page's CSP to allow. */
const MAP_SEARCH = 'https://www.openstreetmap.org/search';

/**
 * A map search for the location's address, when it has a street address or a city to find (a
 * country alone finds no studio). The space's own name is left out: a map knows streets better.
 */
function mapSearchUrl(location: Location | null | undefined): string | undefined {
  const parts = (['address', 'postal_code', 'city', 'region', 'country'] as const)
    .map((k) => location?.[k])
    .filter((v): v is string => typeof v === 'string' && !!v.trim());
  const findable = [location?.address, location?.city].some((v) => typeof v === 'string' && v.trim());
  if (!findable) return undefined;
  const url = new URL(MAP_SEARCH);
  url.searchParams.set('query', parts.join(', '));
  return url.href;
}

/** Every API string is rendered as text. */
export function Header({ store }: { store: Store }) {
  const tr = useT(store);
  const profile = store.profile.value;
  if (!profile) return null;
  const logo = safeUrl(profile.logo_url);
  const website = safeUrl(profile.website_url);
  const where = locationText(profile.location);
  const map = mapSearchUrl(profile.location);
  const details = profileDetails.value;
  const hoursLine = keepsHoursLine(profile);
  const locales = Array.isArray(profile.locales) ? profile.locales : [];
  const locale = store.config.value.locale;
  const content = contentLanguage(store, 'profile');
  return (
    <header class="header" part="header">
      {logo && <img src={logo} alt="" part="logo" referrerpolicy="no-referrer" />}
      <div>
        <h2 part="name" {...content}>
          {profile.name}
        </h2>
        {profile.tagline && <p {...content}>{profile.tagline}</p>}
        {where && (
          <p class="muted">
            {map ? (
              <a href={map} target="_blank" rel="noopener noreferrer" part="map-link" aria-label={tr('mapLink', { address: where })}>
                <span {...content}>{where}</span>
              </a>
            ) : (
              <span {...content}>{where}</span>
            )}
          </p>
        )}
        {website && (
          <a href={website} target="_blank" rel="noopener noreferrer">
            {tr('websiteLink')}
          </a>
        )}
        <SocialLinks store={store} />
        {hoursLine && <div class="detail-line">{details && <details.OpeningHours store={store} />}</div>}
      </div>
      {locales.length > 1 && (
        <label>
          <span class="visually-hidden">{tr('languageLabel')}</span>
          <select value={locale} onChange={(e) => store.switchLocale((e.target as HTMLSelectElement).value)} part="language">
            {/* A locale the profile does not list is named as the current one but never offered. */}
            {!locales.includes(locale) && (
              <option value={locale} disabled hidden>
                {languageName(locale)}
              </option>
            )}
            {locales.map((tag) => (
              <option value={tag} lang={tag} key={tag}>
                {languageName(tag)}
              </option>
            ))}
          </select>
        </label>
      )}
    </header>
  );
}
