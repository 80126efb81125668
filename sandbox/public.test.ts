import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingType, ErrorBody, Page, Post, Profile } from '../src/api/types';
import { seedTypeId } from './seed';
import { PINNED_NOW, startSandbox, type TestSandbox } from './test-support';

let t: TestSandbox;
beforeEach(async () => {
  t = await startSandbox();
});
afterEach(() => t.close());

describe('GET /health', () => {
  it('is unversioned and reports ok with the sandbox clock', async () => {
    const r = await t.get<{ status: string; database: string; timestamp: string }>('/health');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'ok', database: 'ok', timestamp: PINNED_NOW });
    expect((await t.get('/v1/health')).status).toBe(404);
  });
});

describe('GET /public/{handle}', () => {
  it('returns every profile field', async () => {
    const r = await t.get<Profile>('/v1/public/harbour-yoga');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('public, max-age=60');
    expect(Object.keys(r.body).sort()).toEqual(
      [
        'handle', 'name', 'tagline', 'about', 'timezone', 'currency', 'locales', 'website_url', 'logo_url',
        'location', 'open_hours', 'social_links', 'accepts_bookings',
      ].sort(),
    );
    expect(r.body).toMatchObject({
      handle: 'harbour-yoga',
      timezone: 'Europe/London',
      currency: 'GBP',
      locales: ['en', 'de', 'fr'],
      accepts_bookings: true,
    });
    expect(r.body.tagline).toMatch(/Yoga by the water/);
  });

  it('serves the logo it names', async () => {
    const { body } = await t.get<Profile>('/v1/public/harbour-yoga');
    expect(body.logo_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const logo = await fetch(body.logo_url!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toMatch(/^<svg /);
  });

  it('keeps unsafe URLs in failure-lab for widgets to ignore', async () => {
    const { body } = await t.get<Profile>('/v1/public/failure-lab');
    expect(body.website_url).toMatch(/^javascript:/);
    expect(body.logo_url).toMatch(/^data:/);
  });

  it('matches the locale exactly and never substitutes', async () => {
    const fr = (await t.get<Profile>('/v1/public/harbour-yoga?locale=fr')).body;
    expect(fr.tagline).toMatch(/au bord de l’eau/);
    expect(fr.about).toBeNull();
    const es = (await t.get<Profile>('/v1/public/harbour-yoga?locale=es')).body;
    expect(es.tagline).toBeNull();
    expect(es.about).toBeNull();
    const deAt = (await t.get<Profile>('/v1/public/wien-atelier?locale=de-AT')).body;
    expect(deAt.tagline).toMatch(/Malen/);
    expect((await t.get<Profile>('/v1/public/wien-atelier?locale=de')).body.tagline).toBeNull();
    expect((await t.get<Profile>('/v1/public/wien-atelier')).body.tagline).toMatch(/Neubau/);
  });

  it('refuses a malformed locale', async () => {
    const r = await t.get<ErrorBody>('/v1/public/harbour-yoga?locale=%3Cscript%3E');
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'invalid_request', field: 'locale' });
  });
});

describe('handles and unknown things', () => {
  it.each(['Harbour-yoga', '-harbour', 'h', 'a'.repeat(64), 'harbour_yoga'])('refuses handle %s with 400', async (handle) => {
    const r = await t.get<ErrorBody>(`/v1/public/${handle}`);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'invalid_request', field: 'handle' });
    expect(typeof r.body.error.message).toBe('string');
  });

  it.each([
    '/v1/public/no-such-space',
    '/v1/public/no-such-space/booking-types',
    '/v1/public/harbour-yoga/webhooks',
    '/v1/public/harbour-yoga/booking-types/00000000-0000-4000-8000-000000000000/availability?from=2026-04-01&to=2026-04-02',
    '/v1/public/harbour-yoga/booking-types/not-a-uuid/availability?from=2026-04-01&to=2026-04-02',
    '/v1/nothing-here',
    '/elsewhere',
  ])('answers 404 not_found for %s', async (path) => {
    const r = await t.get<ErrorBody>(path);
    expect(r.status).toBe(404);
    expect(r.body.error.type).toBe('not_found');
    expect(typeof r.body.error.message).toBe('string');
  });
});

const slugs = (page: Page<BookingType>) => page.data.map((b) => b.slug);

describe('GET /public/{handle}/booking-types', () => {
  it('lists types titled in the locale, never archived ones', async () => {
    const en = (await t.get<Page<BookingType>>('/v1/public/harbour-yoga/booking-types')).body;
    expect(slugs(en)).toEqual(['sunrise-vinyasa', 'slow-flow', 'yin-restore', 'private-session', 'night-owl-nidra']);
    const de = (await t.get<Page<BookingType>>('/v1/public/harbour-yoga/booking-types?locale=de')).body;
    expect(slugs(de)).toEqual(['sunrise-vinyasa', 'slow-flow', 'private-session']);
    expect(de.data[0]!.title).toBe('Vinyasa bei Sonnenaufgang');
    const fr = (await t.get<Page<BookingType>>('/v1/public/harbour-yoga/booking-types?locale=fr')).body;
    expect(slugs(fr)).toEqual(['sunrise-vinyasa', 'yin-restore']);
    expect(fr.data[0]!.description).toBeNull();
    const sakuraEn = (await t.get<Page<BookingType>>('/v1/public/sakura-studio/booking-types')).body;
    expect(slugs(sakuraEn)).not.toContain('shodo');
    const sakuraJa = (await t.get<Page<BookingType>>('/v1/public/sakura-studio/booking-types?locale=ja')).body;
    expect(slugs(sakuraJa)).toContain('shodo');
  });

  it('gives each item the booking type fields, intro offer with applies_to_member null', async () => {
    const r = await t.get<Page<BookingType>>('/v1/public/harbour-yoga/booking-types');
    expect(r.headers.get('cache-control')).toBe('public, max-age=60');
    const vinyasa = r.body.data[0]!;
    expect(vinyasa).toEqual({
      id: seedTypeId('harbour-yoga', 'sunrise-vinyasa'),
      slug: 'sunrise-vinyasa',
      title: 'Sunrise Vinyasa',
      description: expect.any(String),
      duration_minutes: 60,
      price_amount: 1400,
      capacity: 12,
      categories: ['yoga', 'morning'],
      intro_offer: { eligibility: 'first_time_only', intro_price_amount: 500, applies_to_member: null },
      archived: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(r.body.data.find((b) => b.slug === 'yin-restore')!.intro_offer).toBeNull();
  });

  it('pages with opaque cursors until has_more is false', async () => {
    const first = (await t.get<Page<BookingType>>('/v1/public/tide-sydney/booking-types')).body;
    expect(first.data).toHaveLength(25);
    expect(first.has_more).toBe(true);
    expect(first.next_cursor).toEqual(expect.any(String));
    expect(first.next_cursor).not.toMatch(/^\d+$/);
    const second = (
      await t.get<Page<BookingType>>(`/v1/public/tide-sydney/booking-types?cursor=${encodeURIComponent(first.next_cursor!)}`)
    ).body;
    expect(second.data).toHaveLength(5);
    expect(second.has_more).toBe(false);
    expect(second.next_cursor).toBeNull();
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((b) => b.id)).size).toBe(30);
    expect(all.every((b) => b.archived === false)).toBe(true);
    expect(all.map((b) => b.slug)).not.toContain('winter-swim-club');
  });

  it('honours limit across pages', async () => {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const q = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = (await t.get<Page<BookingType>>(`/v1/public/tide-sydney/booking-types?limit=7${q}`)).body;
      expect(page.data.length).toBeLessThanOrEqual(7);
      seen.push(...page.data.map((b) => b.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(30);
    const all = (await t.get<Page<BookingType>>('/v1/public/tide-sydney/booking-types?limit=100')).body;
    expect(all.data).toHaveLength(30);
    expect(all.has_more).toBe(false);
  });

  it.each(['0', '101', '-1', '2.5', 'ten', ''])('refuses limit=%s', async (limit) => {
    const r = await t.get<ErrorBody>(`/v1/public/tide-sydney/booking-types?limit=${limit}`);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'invalid_request', field: 'limit' });
  });

  it('refuses cursors it did not issue for this list', async () => {
    const first = (await t.get<Page<BookingType>>('/v1/public/tide-sydney/booking-types?limit=5')).body;
    const good = first.next_cursor!;
    const [payload, mac] = good.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ s: 'tide-sydney|booking-types|en', o: 10 })).toString('base64url');
    const otherSandbox = await startSandbox();
    const foreign = (await otherSandbox.get<Page<BookingType>>('/v1/public/tide-sydney/booking-types?limit=5')).body.next_cursor!;
    await otherSandbox.close();
    const bad = [
      'abc',
      '25',
      Buffer.from('{"o":25}').toString('base64url'),
      `${forged}.${mac}`,
      `${payload}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
      foreign,
    ];
    for (const cursor of bad) {
      const r = await t.get<ErrorBody>(`/v1/public/tide-sydney/booking-types?cursor=${encodeURIComponent(cursor)}`);
      expect(r.status, cursor).toBe(400);
      expect(r.body.error).toMatchObject({ type: 'invalid_request', field: 'cursor' });
    }
    // A cursor belongs to its list: another route, locale or space refuses it.
    for (const path of ['/v1/public/tide-sydney/posts', '/v1/public/tide-sydney/booking-types?locale=de', '/v1/public/harbour-yoga/booking-types']) {
      const sep = path.includes('?') ? '&' : '?';
      expect((await t.get(`${path}${sep}cursor=${encodeURIComponent(good)}`)).status, path).toBe(400);
    }
    expect((await t.get(`/v1/public/tide-sydney/booking-types?cursor=${encodeURIComponent(good)}`)).status).toBe(200);
  });

  // Base64url decoding drops a dangling character, so these once passed as the intact cursor.
  it.each(['A', '=', '%0A'])('refuses a cursor with %s appended (as sent in the query)', async (tail) => {
    const good = (await t.get<Page<BookingType>>('/v1/public/tide-sydney/booking-types?limit=5')).body.next_cursor!;
    const r = await t.get<ErrorBody>(`/v1/public/tide-sydney/booking-types?limit=5&cursor=${encodeURIComponent(good)}${tail}`);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'invalid_request', field: 'cursor' });
    const intact = await t.get<Page<BookingType>>(`/v1/public/tide-sydney/booking-types?limit=5&cursor=${encodeURIComponent(good)}`);
    expect(intact.status).toBe(200);
    expect(intact.body.data).toHaveLength(5);
  });
});

describe('GET /public/{handle}/posts', () => {
  it('lists published posts of the locale, newest first, with per-locale slugs', async () => {
    const en = (await t.get<Page<Post>>('/v1/public/harbour-yoga/posts')).body;
    expect(en.data.map((p) => p.slug)).toEqual(['clocks-go-forward', 'spring-timetable', 'teacher-training']);
    const de = (await t.get<Page<Post>>('/v1/public/harbour-yoga/posts?locale=de')).body;
    expect(de.data.map((p) => p.slug)).toEqual(['fruehlingsplan', 'ausbildung']);
    expect(de.data[0]).toMatchObject({ locale: 'de', title: 'Unser Frühlingsplan', excerpt: expect.any(String) });
    expect(de.data[1]!.excerpt).toBeNull();
    expect(de.data[0]!.id).toBe(en.data[1]!.id);
    expect(de.data[0]!.url).toBe('https://harbour-yoga.example.com/de/news/fruehlingsplan');
    // The space lists fr, and has no post in it: none, none substituted.
    const fr = (await t.get<Page<Post>>('/v1/public/harbour-yoga/posts?locale=fr')).body;
    expect(fr.data).toEqual([]);
  });

  it('gives each post its page on the space\'s website, per locale', async () => {
    const posts = (await t.get<Page<Post>>('/v1/public/tide-sydney/posts?limit=1')).body.data;
    expect(posts[0]!.url).toBe('https://tide.example.com.au/en/news/swell-report-7');
  });

  it('does not show a post before it is published', async () => {
    await t.control('clock', { now: '2026-03-10T12:00:00Z' });
    const en = (await t.get<Page<Post>>('/v1/public/harbour-yoga/posts')).body;
    expect(en.data.map((p) => p.slug)).toEqual(['spring-timetable', 'teacher-training']);
  });

  it('pages posts too', async () => {
    const first = (await t.get<Page<Post>>('/v1/public/tide-sydney/posts?limit=4')).body;
    expect(first.data).toHaveLength(4);
    expect(first.has_more).toBe(true);
    const rest = (await t.get<Page<Post>>(`/v1/public/tide-sydney/posts?limit=4&cursor=${encodeURIComponent(first.next_cursor!)}`)).body;
    expect(rest.data).toHaveLength(3);
    expect(rest.has_more).toBe(false);
    expect((await t.get('/v1/public/tide-sydney/posts?limit=200')).status).toBe(400);
  });
});

describe('methods', () => {
  it('answers 405 with an error body for a method a route does not take', async () => {
    const r = await t.post<ErrorBody>('/v1/public/harbour-yoga/booking-types', {});
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET');
    expect(r.body.error.type).toEqual(expect.any(String));
    expect((await t.get<ErrorBody>('/v1/public/harbour-yoga/bookings')).status).toBe(405);
  });
});
