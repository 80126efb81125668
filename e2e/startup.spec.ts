/**
 * Start-up without waterfalls: with the booking type known up front, the first slots need one
 * API round trip after the script. Every API response is held back until the widget has sent
 * the profile, booking-types and availability requests, so a widget that waited for one answer
 * before asking the next question would never show a slot.
 */
import { seedTypeId } from '../sandbox/seed';
import { openWidget, slotButtons } from './support/flow';
import { API_BASE } from './support/origins';
import { expect, test } from './support/test';

type Route = 'profile' | 'booking-types' | 'availability' | 'other';

function routeOf(url: string): Route {
  const path = new URL(url).pathname.slice(new URL(API_BASE).pathname.length);
  if (/^\/public\/[^/]+$/.test(path)) return 'profile';
  if (/^\/public\/[^/]+\/booking-types$/.test(path)) return 'booking-types';
  if (/^\/public\/[^/]+\/booking-types\/[^/]+\/availability$/.test(path)) return 'availability';
  return 'other';
}

interface Sent {
  route: Route;
  url: string;
  /** Whether any API answer had been let through when this request was sent. */
  afterFirstAnswer: boolean;
}

test('first slots with a preselected booking type need one API round trip', async ({ page }) => {
  const sent: Sent[] = [];
  let answered = false;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));

  await page.route(`${API_BASE}/public/**`, async (route) => {
    sent.push({ route: routeOf(route.request().url()), url: route.request().url(), afterFirstAnswer: answered });
    const seen = new Set(sent.map((s) => s.route));
    if (seen.has('profile') && seen.has('booking-types') && seen.has('availability')) {
      // Requests sent together arrive together; a short grace lets split ranges join them.
      setTimeout(() => {
        answered = true;
        release();
      }, 250);
    }
    await gate;
    await route.continue();
  });

  const root = await openWidget(page, {
    handle: 'harbour-yoga',
    bookingType: seedTypeId('harbour-yoga', 'sunrise-vinyasa'),
  });
  await expect(slotButtons(root).first()).toBeVisible();

  const beforeSlots = [...sent];
  expect(beforeSlots.filter((s) => s.afterFirstAnswer), 'API requests that waited for an answer').toEqual([]);
  // Profile, types and the whole window's availability once each, in parallel.
  expect(beforeSlots.filter((s) => s.route === 'profile')).toHaveLength(1);
  expect(beforeSlots.filter((s) => s.route === 'booking-types')).toHaveLength(1);
  expect(beforeSlots.filter((s) => s.route === 'availability')).toHaveLength(1);
  expect(beforeSlots.filter((s) => s.route === 'other')).toEqual([]);
});

test('without a preselected type, availability waits only for the types, never for the profile', async ({ page }) => {
  const order: { route: Route; url: string; profileAnswered: boolean }[] = [];
  let profileAnswered = false;
  let releaseProfile!: () => void;
  const profileGate = new Promise<void>((resolve) => (releaseProfile = resolve));
  // A widget that waits for the profile would wait forever: let it through late, so the
  // assertions below say what went wrong.
  setTimeout(() => releaseProfile(), 5_000);

  await page.route(`${API_BASE}/public/**`, async (route) => {
    const kind = routeOf(route.request().url());
    order.push({ route: kind, url: route.request().url(), profileAnswered });
    if (kind === 'profile') {
      // The profile answers only once the availability has been asked for.
      await profileGate;
      profileAnswered = true;
    }
    // Requests sent together arrive together; a short grace lets split ranges join them.
    if (kind === 'availability') setTimeout(releaseProfile, 250);
    await route.continue();
  });

  // himal-sound has exactly one booking type, so it is selected as soon as the types arrive.
  const root = await openWidget(page, { handle: 'himal-sound' });
  await expect(slotButtons(root).first()).toBeVisible();

  expect(order.slice(0, 2).map((o) => o.route).sort()).toEqual(['booking-types', 'profile']);
  const availability = order.filter((o) => o.route === 'availability');
  expect(availability).toHaveLength(1);
  expect(availability.filter((o) => o.profileAnswered), `availability asked after the profile answered: ${JSON.stringify(order)}`).toEqual([]);
});
