/**
 * The sandbox's spaces. Handles, zones, currencies and locales are fixed by the project brief and
 * other code relies on them; ids are derived from names so they never change between runs.
 *
 * Content is keyed by exact locale tag: a translation that is missing here is missing from the API
 * ("Content absent in that locale is absent, not substituted").
 */
import { createHash } from 'node:crypto';
import type { BookingFailureReason, Location } from '../src/api/types';

/** 0 = Sunday ... 6 = Saturday, as `Date#getUTCDay` counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export type WeeklySchedule = Partial<Record<Weekday, string[]>>;

export interface SeedBookingType {
  id: string;
  slug: string;
  /** Title and description per exact locale tag; a type without a title in a locale is not listed there. */
  text: Record<string, { title: string; description?: string }>;
  duration_minutes: number;
  /** Minor units of the space's currency. */
  price_amount: number;
  /** Places per session; null for no limit. */
  capacity: number | null;
  categories: string[];
  /** Present when the type has a first-time-only intro offer (minor units). */
  intro_price_amount?: number;
  archived?: boolean;
  /** Session start times (`HH:MM`, wall-clock in the space's zone) per weekday. */
  schedule: WeeklySchedule;
  /** Booking window; defaults in ./availability.ts (2 h notice, 90 days ahead). */
  min_notice_minutes?: number;
  max_advance_days?: number;
  /** failure-lab: every booking of this type is refused with this reason. */
  forced_failure?: BookingFailureReason;
  created_at: string;
  updated_at: string;
}

export interface SeedPost {
  id: string;
  published_at: string | null;
  /** Per exact locale tag; slugs differ per locale. Served with a `url` on the space's website, where it has one. */
  text: Record<string, { slug: string; title: string; excerpt?: string; body: string }>;
}

export interface SeedSpace {
  handle: string;
  name: string;
  /** The zone the API names (profile and availability). */
  timezone: string;
  /**
   * The real IANA zone whose clocks the sandbox computes slots and bookings by, when `timezone`
   * names one that no browser knows: how a space in a zone newer than a browser's time-zone data
   * (Safari 15 has no America/Ciudad_Juarez) looks to that browser. Default: `timezone`.
   */
  clock_zone?: string;
  currency: string;
  locales: string[];
  accepts_bookings: boolean;
  website_url: string | null;
  /** An SVG the sandbox serves itself, a literal URL (used as given), or none. */
  logo: { svg: string } | { url: string } | null;
  text: Record<string, { tagline?: string; about?: string }>;
  location: Location | null;
  open_hours: { day: string; opens: string; closes: string }[];
  social_links: { network: string; url: string }[];
  booking_types: SeedBookingType[];
  posts: SeedPost[];
}

/** A name-based (version 5 style) UUID, so seed ids are stable and readable in code. */
export function seedUuid(name: string): string {
  const h = createHash('sha1').update(`space-booking-sandbox:${name}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const CREATED = '2025-11-03T10:00:00.000Z';
const UPDATED = '2026-02-14T09:30:00.000Z';

const WEEKDAYS: Weekday[] = [1, 2, 3, 4, 5];
const EVERY_DAY: Weekday[] = [0, 1, 2, 3, 4, 5, 6];

function on(days: Weekday[], times: string[], more: WeeklySchedule = {}): WeeklySchedule {
  const s: WeeklySchedule = {};
  for (const d of days) s[d] = [...times];
  for (const [d, t] of Object.entries(more)) {
    const day = Number(d) as Weekday;
    s[day] = [...new Set([...(s[day] ?? []), ...(t ?? [])])].sort();
  }
  return s;
}

type TypeInput = Omit<SeedBookingType, 'id' | 'created_at' | 'updated_at'> &
  Partial<Pick<SeedBookingType, 'created_at' | 'updated_at'>>;

function type(handle: string, t: TypeInput): SeedBookingType {
  return { created_at: CREATED, updated_at: UPDATED, ...t, id: seedUuid(`${handle}/type/${t.slug}`) };
}

function post(handle: string, key: string, published_at: string | null, text: SeedPost['text']): SeedPost {
  return { id: seedUuid(`${handle}/post/${key}`), published_at, text };
}

function logo(initials: string, background: string, foreground = '#ffffff'): { svg: string } {
  return {
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
      `<rect width="64" height="64" rx="14" fill="${background}"/>` +
      `<text x="32" y="41" font-family="system-ui, sans-serif" font-size="24" font-weight="700" ` +
      `text-anchor="middle" fill="${foreground}">${initials}</text></svg>`,
  };
}

const hours = (days: string[], opens: string, closes: string) => days.map((day) => ({ day, opens, closes }));
const MON_FRI = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const WEEKEND = ['saturday', 'sunday'];

// --- harbour-yoga: London (DST), GBP, en/de/fr with gaps in de and fr ---------------------------

const HY = 'harbour-yoga';
const harbourYoga: SeedSpace = {
  handle: HY,
  name: 'Harbour Yoga',
  timezone: 'Europe/London',
  currency: 'GBP',
  locales: ['en', 'de', 'fr'],
  accepts_bookings: true,
  website_url: 'https://harbour-yoga.example.com',
  logo: logo('HY', '#1f5f8b'),
  text: {
    en: {
      tagline: 'Yoga by the water, from sunrise to late night',
      about: 'A small studio on the old harbour wall. Classes for every level, mats and blocks provided.',
    },
    de: {
      tagline: 'Yoga am Wasser, vom Sonnenaufgang bis spät in die Nacht',
      about: 'Ein kleines Studio an der alten Hafenmauer. Kurse für alle Stufen, Matten und Blöcke vorhanden.',
    },
    fr: { tagline: 'Du yoga au bord de l’eau, de l’aube à la nuit' },
  },
  location: {
    name: 'Harbour Yoga',
    address: '4 Quay Street',
    city: 'London',
    region: 'Greater London',
    postal_code: 'SE10 9HT',
    country: 'GB',
  },
  open_hours: [...hours(MON_FRI, '06:00', '22:00'), ...hours(WEEKEND, '01:00', '13:00')],
  social_links: [
    { network: 'instagram', url: 'https://instagram.com/harbour.yoga' },
    { network: 'facebook', url: 'https://www.facebook.com/harbouryoga' },
    { network: 'newsletter', url: 'https://news.harbour-yoga.example.com/join' },
  ],
  booking_types: [
    type(HY, {
      slug: 'sunrise-vinyasa',
      text: {
        en: { title: 'Sunrise Vinyasa', description: 'A flowing class to start the day as the harbour wakes up.' },
        de: { title: 'Vinyasa bei Sonnenaufgang', description: 'Ein fließender Kurs zum Start in den Tag.' },
        fr: { title: 'Vinyasa au lever du soleil' },
      },
      duration_minutes: 60,
      price_amount: 1400,
      capacity: 12,
      categories: ['yoga', 'morning'],
      intro_price_amount: 500,
      schedule: on(WEEKDAYS, ['06:30'], { 6: ['08:00'], 0: ['09:00'] }),
    }),
    type(HY, {
      slug: 'slow-flow',
      text: {
        en: { title: 'Slow Flow', description: 'Long holds and steady breath; three mats only.' },
        de: { title: 'Slow Flow', description: 'Lange Haltungen und ruhiger Atem; nur drei Matten.' },
      },
      duration_minutes: 75,
      price_amount: 1600,
      capacity: 3,
      categories: ['yoga'],
      intro_price_amount: 800,
      schedule: on([2, 4], ['19:00'], { 6: ['10:30'], 0: ['09:00'] }),
    }),
    type(HY, {
      slug: 'yin-restore',
      text: {
        en: { title: 'Yin & Restore', description: 'Slow floor work to close the week.' },
        fr: { title: 'Yin et récupération', description: 'Un travail au sol pour finir la semaine.' },
      },
      duration_minutes: 90,
      price_amount: 1800,
      capacity: 10,
      categories: ['yoga', 'evening'],
      schedule: on([3, 5], ['21:00']),
    }),
    type(HY, {
      slug: 'private-session',
      text: {
        en: { title: 'Private Session', description: 'One-to-one practice shaped around you.' },
        de: { title: 'Einzelstunde', description: 'Eine Stunde nur für Sie.' },
      },
      duration_minutes: 60,
      price_amount: 6500,
      capacity: 1,
      categories: ['private'],
      schedule: on([1, 3, 5], ['12:00', '13:00', '14:00']),
    }),
    // 01:30 on the night of the spring-forward Sunday does not exist in London.
    type(HY, {
      slug: 'night-owl-nidra',
      text: { en: { title: 'Night Owl Yoga Nidra', description: 'Guided rest for the wakeful, after midnight.' } },
      duration_minutes: 45,
      price_amount: 1200,
      capacity: 8,
      categories: ['meditation', 'night'],
      schedule: on([0, 6], ['01:30']),
    }),
    type(HY, {
      slug: 'aerial-basics',
      text: { en: { title: 'Aerial Basics' }, de: { title: 'Aerial-Grundlagen' } },
      duration_minutes: 60,
      price_amount: 2200,
      capacity: 6,
      categories: ['yoga'],
      archived: true,
      schedule: on([1], ['18:00']),
    }),
  ],
  posts: [
    post(HY, 'spring-timetable', '2026-03-01T08:00:00.000Z', {
      en: {
        slug: 'spring-timetable',
        title: 'Our spring timetable',
        excerpt: 'More sunrise classes from March.',
        body: 'From March we add a Saturday sunrise class and move Yin to Wednesday and Friday nights.',
      },
      de: {
        slug: 'fruehlingsplan',
        title: 'Unser Frühlingsplan',
        excerpt: 'Mehr Kurse bei Sonnenaufgang ab März.',
        body: 'Ab März gibt es samstags einen zusätzlichen Kurs bei Sonnenaufgang.',
      },
    }),
    post(HY, 'clocks-change', '2026-03-20T08:00:00.000Z', {
      en: {
        slug: 'clocks-go-forward',
        title: 'Clocks go forward on 29 March',
        excerpt: 'Night Owl Nidra skips one night.',
        body: 'There is no 01:30 on Sunday 29 March, so that night\u2019s Nidra does not run.',
      },
    }),
    post(HY, 'teacher-training', '2026-01-10T08:00:00.000Z', {
      en: { slug: 'teacher-training', title: 'Teacher training 2026', body: 'Applications open in April.' },
      de: { slug: 'ausbildung', title: 'Ausbildung 2026', body: 'Bewerbungen ab April.' },
    }),
    post(HY, 'draft-summer', null, {
      en: { slug: 'summer-retreat', title: 'Summer retreat (draft)', body: 'Not published yet.' },
    }),
  ],
};

// --- brooklyn-clay: New York (DST), USD, en/es ----------------------------------------------------

const BC = 'brooklyn-clay';
const brooklynClay: SeedSpace = {
  handle: BC,
  name: 'Brooklyn Clay Co.',
  timezone: 'America/New_York',
  currency: 'USD',
  locales: ['en', 'es'],
  accepts_bookings: true,
  website_url: 'https://brooklynclay.example.com',
  logo: logo('BC', '#b5542d'),
  text: {
    en: { tagline: 'Wheels, kilns and good company', about: 'A community pottery studio in Gowanus.' },
    es: { tagline: 'Tornos, hornos y buena compañía' },
  },
  location: {
    name: 'Brooklyn Clay Co.',
    address: '210 Bond Street',
    city: 'Brooklyn',
    region: 'NY',
    postal_code: '11217',
    country: 'US',
  },
  open_hours: [...hours(MON_FRI, '10:00', '22:00'), ...hours(WEEKEND, '09:00', '18:00')],
  social_links: [
    { network: 'instagram', url: 'https://instagram.com/brooklynclay' },
    { network: 'website', url: 'https://brooklynclay.example.com/classes' },
  ],
  booking_types: [
    type(BC, {
      slug: 'wheel-throwing-101',
      text: {
        en: { title: 'Wheel Throwing 101', description: 'Center, open and pull your first cylinder.' },
        es: { title: 'Torno para principiantes', description: 'Centra, abre y levanta tu primer cilindro.' },
      },
      duration_minutes: 120,
      price_amount: 6500,
      capacity: 6,
      categories: ['pottery', 'beginner'],
      intro_price_amount: 3500,
      schedule: on([2, 4], ['18:30'], { 6: ['10:00', '14:00'] }),
    }),
    type(BC, {
      slug: 'open-studio',
      text: { en: { title: 'Open Studio', description: 'Wheel time for members and alumni.' } },
      duration_minutes: 180,
      price_amount: 3000,
      capacity: 10,
      categories: ['pottery'],
      schedule: on(WEEKDAYS, ['10:00', '18:00'], { 0: ['09:00'] }),
    }),
    type(BC, {
      slug: 'glaze-lab',
      text: {
        en: { title: 'Glaze Lab', description: 'Test tiles, layering and reading the kiln.' },
        es: { title: 'Laboratorio de esmaltes' },
      },
      duration_minutes: 90,
      price_amount: 4500,
      capacity: 2,
      categories: ['pottery', 'glaze'],
      schedule: on([3], ['19:00'], { 0: ['11:00'] }),
    }),
  ],
  posts: [
    post(BC, 'kiln-schedule', '2026-02-20T15:00:00.000Z', {
      en: { slug: 'kiln-schedule', title: 'Kiln firing schedule', body: 'Bisque on Mondays, glaze on Thursdays.' },
      es: { slug: 'horario-del-horno', title: 'Horario del horno', body: 'Bizcocho los lunes, esmalte los jueves.' },
    }),
    post(BC, 'gallery-night', '2026-03-10T15:00:00.000Z', {
      en: { slug: 'gallery-night', title: 'Student gallery night', body: 'Bring friends, we bring snacks.' },
    }),
  ],
};

// --- sakura-studio: Tokyo, JPY (no decimals), ja/en -----------------------------------------------

const SS = 'sakura-studio';
const sakuraStudio: SeedSpace = {
  handle: SS,
  name: 'さくらスタジオ',
  timezone: 'Asia/Tokyo',
  currency: 'JPY',
  locales: ['ja', 'en'],
  accepts_bookings: true,
  website_url: 'https://sakura-studio.example.jp',
  logo: logo('桜', '#d46a8a'),
  text: {
    ja: { tagline: '茶道・生け花・坐禅の小さな教室', about: '谷中の古民家で、少人数の稽古をしています。' },
    en: { tagline: 'Tea, flowers and stillness in Yanaka' },
  },
  location: { name: 'さくらスタジオ', address: '谷中 3-2-1', city: '台東区', region: '東京都', postal_code: '110-0001', country: 'JP' },
  open_hours: hours([...MON_FRI, ...WEEKEND], '06:00', '20:00'),
  social_links: [],
  booking_types: [
    type(SS, {
      slug: 'tea-ceremony',
      text: { ja: { title: '茶道体験', description: 'お点前と和菓子。' }, en: { title: 'Tea Ceremony', description: 'A bowl of matcha and a sweet.' } },
      duration_minutes: 60,
      price_amount: 3500,
      capacity: 4,
      categories: ['tea'],
      schedule: on([2, 4, 6], ['10:00', '14:00']),
    }),
    type(SS, {
      slug: 'ikebana',
      text: { ja: { title: '生け花' }, en: { title: 'Ikebana' } },
      duration_minutes: 90,
      price_amount: 5000,
      capacity: 6,
      categories: ['flowers'],
      intro_price_amount: 2000,
      schedule: on([3, 6], ['13:00']),
    }),
    type(SS, {
      slug: 'zazen',
      text: { ja: { title: '朝の坐禅' }, en: { title: 'Morning Zazen' } },
      duration_minutes: 45,
      price_amount: 1500,
      capacity: 12,
      categories: ['meditation'],
      schedule: on(EVERY_DAY, ['06:30']),
    }),
    // Japanese only: not listed in `en`.
    type(SS, {
      slug: 'shodo',
      text: { ja: { title: '書道', description: '筆で一文字。' } },
      duration_minutes: 60,
      price_amount: 3000,
      capacity: 8,
      categories: ['calligraphy'],
      schedule: on([0], ['10:00']),
    }),
  ],
  posts: [
    post(SS, 'hanami', '2026-03-15T00:00:00.000Z', {
      ja: { slug: 'hanami-2026', title: 'お花見稽古のお知らせ', body: '四月の土曜日は庭で稽古します。' },
      en: { slug: 'cherry-blossom-practice', title: 'Cherry blossom practice', body: 'Saturdays in April, in the garden.' },
    }),
  ],
};

// --- tide-sydney: Sydney (DST, east of UTC+9), AUD, 30 live types + archived ----------------------

const TS = 'tide-sydney';
const TIDE_NAMES = [
  'Ocean Swim', 'Sunrise Paddle', 'Beach Yoga', 'Surf Fitness', 'Rock Pool Walk', 'Kayak Tour',
  'Snorkel Basics', 'Coastal Run', 'Stand-up Paddle Yoga', 'Breathwork', 'Cold Plunge', 'Sauna Social',
  'Mobility Flow', 'Pilates Mat', 'Boxing on the Sand', 'Tai Chi', 'Bodyboard Clinic', 'Dune Sprint',
  'Mindful Walk', 'Sea Kayak Sunset', 'Freediving Intro', 'Lifesaving Skills', 'Kids Nippers', 'Yoga Nidra',
  'Beach Volleyball', 'Outrigger Canoe', 'Sound Bath', 'Strength Circuit', 'Stretch & Recover', 'Night Swim',
] as const;
const TIDE_TIMES = ['06:30', '07:15', '09:00', '12:00', '17:30', '19:00', '21:00'];
const slugify = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const tideTypes: SeedBookingType[] = TIDE_NAMES.map((name, i) =>
  type(TS, {
    slug: slugify(name),
    text: { en: { title: name, description: `${name} at Bondi, all gear included.` } },
    duration_minutes: [45, 60, 75, 90][i % 4]!,
    price_amount: 2500 + (i % 6) * 500,
    capacity: i % 5 === 0 ? 2 : 8 + (i % 7),
    categories: [i % 2 === 0 ? 'water' : 'land'],
    ...(i % 4 === 1 ? { intro_price_amount: 1500 } : {}),
    schedule: on([((i % 7) as Weekday), (((i + 3) % 7) as Weekday)], [TIDE_TIMES[i % TIDE_TIMES.length]!], {
      0: ['06:30'],
    }),
    // Distinct, increasing creation times give the list a stable order.
    created_at: new Date(Date.parse(CREATED) + i * 60_000).toISOString(),
  }),
);
const tideArchived: SeedBookingType[] = ['Winter Swim Club', 'Old Harbour Row', 'Beach Bootcamp 2025'].map((name, i) =>
  type(TS, {
    slug: slugify(name),
    text: { en: { title: name } },
    duration_minutes: 60,
    price_amount: 2000,
    capacity: 10,
    categories: ['archived'],
    archived: true,
    schedule: on([1, 3], ['07:00']),
    updated_at: new Date(Date.UTC(2026, 0, 10 + i)).toISOString(),
  }),
);

const tideSydney: SeedSpace = {
  handle: TS,
  name: 'Tide Sydney',
  timezone: 'Australia/Sydney',
  currency: 'AUD',
  locales: ['en'],
  accepts_bookings: true,
  website_url: 'https://tide.example.com.au',
  logo: logo('T', '#0e7c86'),
  text: { en: { tagline: 'Salt water, every morning', about: 'Ocean and beach sessions on Bondi.' } },
  location: { name: 'Tide', address: '1 Queen Elizabeth Drive', city: 'Bondi Beach', region: 'NSW', postal_code: '2026', country: 'AU' },
  open_hours: hours([...MON_FRI, ...WEEKEND], '06:00', '22:00'),
  social_links: [{ network: 'instagram', url: 'https://instagram.com/tidesydney' }],
  // Archived types are interleaved so a list that forgets to filter them shows it.
  booking_types: [...tideTypes.slice(0, 5), tideArchived[0]!, ...tideTypes.slice(5, 16), tideArchived[1]!, ...tideTypes.slice(16, 27), tideArchived[2]!, ...tideTypes.slice(27)],
  posts: Array.from({ length: 7 }, (_, i) =>
    post(TS, `swell-report-${i + 1}`, new Date(Date.UTC(2026, 2, 1 + i * 3, 20)).toISOString(), {
      en: { slug: `swell-report-${i + 1}`, title: `Swell report #${i + 1}`, body: 'Clean lines, light offshore wind.' },
    }),
  ),
};

// --- himal-sound: Kathmandu (UTC+5:45), NPR, exactly one type -------------------------------------

const HS = 'himal-sound';
const himalSound: SeedSpace = {
  handle: HS,
  name: 'Himal Sound Healing',
  timezone: 'Asia/Kathmandu',
  currency: 'NPR',
  locales: ['en'],
  accepts_bookings: true,
  website_url: null,
  logo: null,
  text: { en: { tagline: 'Singing bowls in Thamel' } },
  location: { name: 'Himal Sound', city: 'Kathmandu', country: 'NP' },
  open_hours: [],
  social_links: [],
  booking_types: [
    type(HS, {
      slug: 'singing-bowl-journey',
      text: { en: { title: 'Singing Bowl Journey', description: 'An hour of Himalayan bowls and gongs.' } },
      duration_minutes: 60,
      price_amount: 250000,
      capacity: 15,
      categories: ['sound'],
      schedule: on(EVERY_DAY, ['07:00', '17:45']),
    }),
  ],
  posts: [],
};

// --- lisboa-desks: Lisbon, EUR, one type bookable every half hour, day and night --------------------

const LD = 'lisboa-desks';
const HALF_HOURS = Array.from({ length: 48 }, (_, i) => `${String(i >> 1).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
const lisboaDesks: SeedSpace = {
  handle: LD,
  name: 'Lisboa Desks',
  timezone: 'Europe/Lisbon',
  currency: 'EUR',
  locales: ['en'],
  accepts_bookings: true,
  website_url: null,
  logo: null,
  text: { en: { tagline: 'Desks by the half hour, around the clock' } },
  location: { name: 'Lisboa Desks', city: 'Lisboa', country: 'PT' },
  open_hours: hours([...MON_FRI, ...WEEKEND], '00:00', '23:59'),
  social_links: [],
  booking_types: [
    // 48 slots every day; 01:00 and 01:30 do not exist on the morning clocks go forward.
    type(LD, {
      slug: 'hot-desk',
      text: { en: { title: 'Hot Desk', description: 'A desk, a chair and fast wifi for half an hour.' } },
      duration_minutes: 30,
      price_amount: 300,
      capacity: 20,
      categories: ['desk'],
      schedule: on(EVERY_DAY, HALF_HOURS),
    }),
  ],
  posts: [],
};

// --- wien-atelier: Vienna, EUR, content keyed by the exact tag de-AT ------------------------------

const WA = 'wien-atelier';
const wienAtelier: SeedSpace = {
  handle: WA,
  name: 'Atelier Wien',
  timezone: 'Europe/Vienna',
  currency: 'EUR',
  locales: ['de-AT', 'en'],
  accepts_bookings: true,
  website_url: 'https://atelier-wien.example.at',
  logo: logo('AW', '#6b4c9a'),
  text: {
    'de-AT': { tagline: 'Malen und Drucken im Siebten', about: 'Offenes Atelier in der Neubaugasse, Jänner bis Dezember.' },
    en: { tagline: 'Painting and printmaking in Neubau' },
  },
  location: { name: 'Atelier Wien', address: 'Neubaugasse 12', city: 'Wien', postal_code: '1070', country: 'AT' },
  open_hours: hours(MON_FRI, '10:00', '21:00'),
  social_links: [],
  booking_types: [
    type(WA, {
      slug: 'aquarell',
      text: { 'de-AT': { title: 'Aquarell am Abend' }, en: { title: 'Evening Watercolour' } },
      duration_minutes: 120,
      price_amount: 4800,
      capacity: 8,
      categories: ['painting'],
      intro_price_amount: 2400,
      schedule: on([2, 4], ['18:00']),
    }),
    type(WA, {
      slug: 'druckgrafik',
      text: { 'de-AT': { title: 'Druckgrafik für Einsteiger', description: 'Linolschnitt und Radierung.' } },
      duration_minutes: 180,
      price_amount: 7500,
      capacity: 5,
      categories: ['print'],
      schedule: on([6], ['10:00']),
    }),
  ],
  posts: [
    post(WA, 'jaenner', '2026-01-05T09:00:00.000Z', {
      'de-AT': { slug: 'kurse-im-jaenner', title: 'Kurse im Jänner', body: 'Ab 7. Jänner wieder geöffnet.' },
    }),
  ],
};

// --- quiet-house: Berlin, EUR, de/en, no public bookings ------------------------------------------

const QH = 'quiet-house';
const quietHouse: SeedSpace = {
  handle: QH,
  name: 'Quiet House',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  locales: ['de', 'en'],
  accepts_bookings: false,
  website_url: 'https://quiet-house.example.de',
  logo: logo('QH', '#3d3d3d'),
  text: {
    de: { tagline: 'Stille Meditation in Kreuzberg', about: 'Buchungen nur telefonisch.' },
    en: { tagline: 'Silent meditation in Kreuzberg', about: 'Bookings by phone only.' },
  },
  location: { name: 'Quiet House', address: 'Oranienstraße 5', city: 'Berlin', postal_code: '10997', country: 'DE' },
  open_hours: hours(MON_FRI, '07:00', '20:00'),
  social_links: [],
  booking_types: [
    type(QH, {
      slug: 'sitting',
      text: { de: { title: 'Stilles Sitzen' }, en: { title: 'Silent Sitting' } },
      duration_minutes: 45,
      price_amount: 1000,
      capacity: 20,
      categories: ['meditation'],
      schedule: on(WEEKDAYS, ['07:00', '19:00']),
    }),
  ],
  posts: [],
};

// --- failure-lab: one type per booking_failure reason, plus one that works ------------------------

const FL = 'failure-lab';
export const FAILURE_LAB_REASONS: Record<string, BookingFailureReason> = {
  'capacity-full': 'capacity_full',
  'policy-window': 'policy_window',
  'duplicate-booking': 'duplicate_booking',
  'bookings-disabled': 'bookings_disabled',
  'booking-type-not-found': 'booking_type_not_found',
  'space-unavailable': 'space_unavailable',
  'tier-blocked': 'tier_blocked',
};
const labSchedule = on(EVERY_DAY, ['10:00', '14:00', '18:00']);
const failureLab: SeedSpace = {
  handle: FL,
  name: 'Failure Lab',
  timezone: 'Europe/London',
  currency: 'GBP',
  locales: ['en'],
  accepts_bookings: true,
  // Unsafe on purpose: a widget must never turn these into links or images.
  website_url: 'javascript:alert(document.domain)',
  logo: { url: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E' },
  text: { en: { tagline: 'Every way a booking can be refused', about: 'A test space: each session type fails in its own way.' } },
  location: { name: 'Failure Lab', city: 'London', country: 'GB' },
  open_hours: [],
  social_links: [{ network: 'website', url: 'javascript:alert(1)' }],
  booking_types: [
    ...Object.entries(FAILURE_LAB_REASONS).map(([slug, reason]) =>
      type(FL, {
        slug,
        text: { en: { title: `Always ${reason.replace(/_/g, ' ')}`, description: `Every booking fails with ${reason}.` } },
        duration_minutes: 60,
        price_amount: 1000,
        capacity: 10,
        categories: ['test'],
        forced_failure: reason,
        schedule: labSchedule,
      }),
    ),
    type(FL, {
      slug: 'works',
      text: { en: { title: 'Works', description: 'Bookings succeed.' } },
      duration_minutes: 60,
      price_amount: 1000,
      capacity: 100,
      categories: ['test'],
      intro_price_amount: 500,
      schedule: labSchedule,
    }),
  ],
  posts: [],
};

// --- frontera-ceramica: a zone no browser knows, on Mountain Time clocks ---------------------------

const FC = 'frontera-ceramica';
const fronteraCeramica: SeedSpace = {
  handle: FC,
  name: 'Frontera Cerámica',
  // Not an IANA zone: every browser treats it as one newer than its data. The clocks are those of
  // America/Ciudad_Juarez, which follows America/Denver.
  timezone: 'America/Nowhere_Test',
  clock_zone: 'America/Denver',
  currency: 'MXN',
  locales: ['en'],
  accepts_bookings: true,
  website_url: null,
  logo: null,
  text: { en: { tagline: 'Wheel and glaze by the river' } },
  location: { name: 'Frontera Cerámica', city: 'Ciudad Juárez', country: 'MX' },
  open_hours: hours(WEEKEND, '10:00', '22:00'),
  social_links: [],
  booking_types: [
    type(FC, {
      slug: 'wheel-night',
      text: { en: { title: 'Wheel Night', description: 'Two hours at the wheel, past midnight on Saturdays.' } },
      duration_minutes: 120,
      price_amount: 45000,
      capacity: 6,
      categories: ['ceramics'],
      schedule: on(EVERY_DAY, ['10:00', '19:00'], { 6: ['23:00'] }),
    }),
  ],
  posts: [],
};

/** The zone whose clocks the sandbox reads for `space` (see `SeedSpace.clock_zone`). */
export const clockZoneOf = (space: SeedSpace): string => space.clock_zone ?? space.timezone;

export const SEED_SPACES: readonly SeedSpace[] = [
  harbourYoga,
  brooklynClay,
  sakuraStudio,
  tideSydney,
  himalSound,
  lisboaDesks,
  wienAtelier,
  quietHouse,
  failureLab,
  fronteraCeramica,
];

/** The seed space with this handle; throws for an unknown handle (a typo in a test). */
export function seedSpace(handle: string, spaces: readonly SeedSpace[] = SEED_SPACES): SeedSpace {
  const space = spaces.find((s) => s.handle === handle);
  if (!space) throw new Error(`No seed space ${handle}`);
  return space;
}

/** The id of a seed booking type, by handle and slug. */
export function seedTypeId(handle: string, slug: string): string {
  const t = seedSpace(handle).booking_types.find((b) => b.slug === slug);
  if (!t) throw new Error(`No seed booking type ${handle}/${slug}`);
  return t.id;
}
