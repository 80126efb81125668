import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorInit } from '../api/errors';
import type { BookingFailure } from '../api/types';
import { en, type MessageKey, type Messages } from '../i18n/catalogs/en';
import { isolate, t } from '../i18n/index';
import { DEFAULT_RETRY_AFTER_S, describeFailure, type FailureView } from './failure';
import { safeUrl } from '../shared/http-url';

const space = { name: 'Harbour Yoga', website_url: 'https://harbour.example/' };
const online = { online: true, space };
const offline = { online: false, space };

const error = (init: Partial<ApiErrorInit> & Pick<ApiErrorInit, 'kind'>) =>
  new ApiError({ message: 'something', ...init });
const refused = (reason: string, override: string | null = null, message = 'Refused') =>
  error({ kind: 'http', status: 409, type: 'conflict', message, bookingFailure: { reason, override } });

const REASONS = [
  ['capacity_full', 'failCapacityFull', 'choose-slot'],
  ['policy_window', 'failPolicyWindow', 'choose-slot'],
  ['duplicate_booking', 'failDuplicate', 'done'],
  ['bookings_disabled', 'failBookingsDisabled', 'contact'],
  ['booking_type_not_found', 'failTypeNotFound', 'refresh-types'],
  ['space_unavailable', 'failSpaceUnavailable', 'contact'],
  ['tier_blocked', 'failTierBlocked', 'contact'],
] as const;

/** Every kind of failure the widget can meet, so the views below cover every key it can show. */
const EVERY_FAILURE: ApiError[] = [
  ...REASONS.map(([reason]) => refused(reason, 'allow_over_capacity')),
  refused('brand_new_reason'),
  error({ kind: 'http', status: 409, type: 'conflict' }),
  error({ kind: 'http', status: 400, type: 'invalid_request', message: 'email is not valid', field: 'customer.email' }),
  error({ kind: 'http', status: 400, type: 'invalid_request', message: '' }),
  error({ kind: 'http', status: 400, type: 'invalid_request', message: '', field: 'customer.name' }),
  error({ kind: 'http', status: 400, type: 'invalid_request', message: 'not a session start', field: 'scheduled_start_time' }),
  error({ kind: 'http', status: 400, type: 'invalid_request', message: 'unknown', field: 'booking_type_id' }),
  error({ kind: 'http', status: 403, type: 'insufficient_scope' }),
  error({ kind: 'http', status: 404, type: 'not_found' }),
  error({ kind: 'http', status: 429, retryAfter: 12 }),
  error({ kind: 'http', status: 500 }),
  error({ kind: 'network' }),
  error({ kind: 'timeout' }),
  error({ kind: 'malformed', status: 200 }),
  error({ kind: 'aborted' }),
  error({ kind: 'invalid_input' }),
];
const EVERY_VIEW: FailureView[] = EVERY_FAILURE.flatMap((e) => [describeFailure(e, online), describeFailure(e, offline)]);
const FAILURE_KEYS = [...new Set(EVERY_VIEW.map((v) => v.key))];

describe('describeFailure: booking_failure reasons', () => {
  it.each(REASONS)('%s -> %s, %s', (reason, key, action) => {
    const view = describeFailure(refused(reason), online);
    expect(view.key).toBe(key);
    expect(view.action).toBe(action);
    expect(view.params.space).toBe(isolate('Harbour Yoga'));
  });

  it('gives every reason its own message', () => {
    const keys = REASONS.map(([reason]) => describeFailure(refused(reason), online).key);
    expect(new Set(keys).size).toBe(REASONS.length);
  });

  it.each(['brand_new_reason', 'toString', '__proto__', ''])('an unlisted reason (%j) -> failOther, contact', (reason) => {
    const view = describeFailure(refused(reason), online);
    expect(view).toMatchObject({ key: 'failOther', action: 'contact', website: 'https://harbour.example/' });
  });

  it('a refusal is the server’s answer even when the browser says it is offline', () => {
    expect(describeFailure(refused('capacity_full'), offline).key).toBe('failCapacityFull');
  });
});

describe('describeFailure: the override stays with the host', () => {
  it.each(REASONS)('%s: override is never read', (reason) => {
    let reads = 0;
    const failure = {
      reason,
      get override() {
        reads++;
        return 'allow_over_capacity';
      },
    } satisfies BookingFailure;
    describeFailure(error({ kind: 'http', status: 409, bookingFailure: failure }), online);
    expect(reads).toBe(0);
  });

  it.each([...REASONS.map(([r]) => r), 'brand_new_reason'])('%s: neither the flag nor the server’s text reach the view', (reason) => {
    for (const flag of ['allow_over_capacity', 'allow_policy_bypass', 'secret-override-7f3a']) {
      const view = describeFailure(refused(reason, flag, `Full. Retry with ${flag}=true to force it`), online);
      const json = JSON.stringify(view);
      expect(json).not.toContain(flag);
      expect(json).not.toMatch(/force|override|bypass|Retry with/i);
      const later = reason === 'capacity_full' || reason === 'policy_window';
      expect(Object.keys(view).sort()).toEqual(
        [...(later ? ['offerNextTimes'] : []), 'action', 'key', 'params', ...(view.website ? ['website'] : [])].sort(),
      );
    }
  });

  it('a 400 whose text names an override is not shown; the generic hint is', () => {
    const view = describeFailure(
      error({ kind: 'http', status: 400, message: 'allow_policy_bypass is not accepted here', field: 'notes' }),
      online,
    );
    expect(view).toEqual({ key: 'checkFields', action: 'fix-field', field: 'notes', params: { space: isolate('Harbour Yoga') } });
  });
});

describe('describeFailure: input refused (400)', () => {
  it.each([
    ['customer.email', 'email'],
    ['customer.name', 'name'],
    ['notes', 'notes'],
  ])('field %s -> %s', (field, mapped) => {
    const view = describeFailure(
      error({ kind: 'http', status: 400, type: 'invalid_request', message: ' must   be valid\n', field }),
      online,
    );
    expect(view).toMatchObject({ key: 'failInvalid', action: 'fix-field', field: mapped });
    expect(view.params.message).toBe(isolate('must be valid'));
  });

  it('with no field named, shows the text and highlights nothing', () => {
    const view = describeFailure(error({ kind: 'http', status: 400, message: 'bad' }), online);
    expect(view).toMatchObject({ key: 'failInvalid', action: 'fix-field', params: { message: isolate('bad') } });
    expect(view.field).toBeUndefined();
  });

  // Whatever the text: the visitor cannot change these fields in the form.
  it.each([
    ['scheduled_start_time', 'failOther', 'choose-slot'],
    ['scheduled_date', 'failOther', 'choose-slot'],
    ['booking_type_id', 'failTypeNotFound', 'refresh-types'],
    ['Idempotency-Key', 'failOther', 'contact'],
    ['customer', 'failOther', 'contact'],
    ['source', 'failOther', 'contact'],
    ['constructor', 'failOther', 'contact'],
  ] as const)('field %s, which the form does not hold -> %s, %s', (field, key, action) => {
    for (const message of ['scheduled_start_time is not a session start of this booking type on that date', '']) {
      const view = describeFailure(error({ kind: 'http', status: 400, type: 'invalid_request', message, field }), online);
      expect(view).toMatchObject({ key, action });
      expect(view.field).toBeUndefined();
      expect(view.params.message).toBeUndefined();
    }
  });

  it('with no text fit to show and no field, points to the space instead of to fields that are not highlighted', () => {
    for (const message of ['', 'over capacity', 'x'.repeat(301)]) {
      const view = describeFailure(error({ kind: 'http', status: 400, message }), online);
      expect(view).toMatchObject({ key: 'failOther', action: 'contact', website: 'https://harbour.example/' });
      expect(view.field).toBeUndefined();
    }
  });

  it('with no text fit to show but a field the visitor can correct, highlights that field', () => {
    const view = describeFailure(error({ kind: 'http', status: 400, message: '', field: 'customer.email' }), online);
    expect(view).toMatchObject({ key: 'checkFields', action: 'fix-field', field: 'email' });
  });
});

describe('describeFailure: connection, server and limits', () => {
  it.each([
    ['network', 'failNetwork'],
    ['timeout', 'failTimeout'],
    ['malformed', 'failMalformed'],
    ['aborted', 'failNetwork'],
  ] as const)('%s -> %s, retry; offline -> failOffline', (kind, key) => {
    expect(describeFailure(error({ kind }), online)).toMatchObject({ key, action: 'retry' });
    expect(describeFailure(error({ kind }), offline)).toMatchObject({ key: 'failOffline', action: 'retry' });
  });

  it('a rate limit or a server error after an unanswered attempt says the place may already be booked, keeping the wait', () => {
    const unclear = { ...online, mayHaveBooked: true };
    expect(describeFailure(error({ kind: 'http', status: 429, retryAfter: 42 }), unclear)).toMatchObject({ key: 'failNetwork', action: 'retry', retryAfter: 42 });
    expect(describeFailure(error({ kind: 'http', status: 503, retryAfter: 90 }), unclear)).toMatchObject({ key: 'failNetwork', action: 'retry', retryAfter: 90 });
    expect(describeFailure(error({ kind: 'http', status: 500 }), unclear)).toMatchObject({ key: 'failNetwork', action: 'retry' });
    // A refusal is still the server's answer about this booking.
    expect(describeFailure(error({ kind: 'http', status: 409, bookingFailure: { reason: 'capacity_full', override: null } }), unclear)).toMatchObject({ key: 'failCapacityFull' });
  });

  it('429 -> failRateLimited with the seconds of Retry-After', () => {
    const view = describeFailure(error({ kind: 'http', status: 429, retryAfter: 41.2 }), online);
    expect(view).toMatchObject({ key: 'failRateLimited', action: 'retry', retryAfter: 42, params: { seconds: 42 } });
    expect(t(en, view.key, { ...view.params, wait: '42 seconds' })).toBe('Too many attempts. Please try again in 42 seconds.');
  });

  it.each([undefined, 0, -5, Number.NaN])('429 without a usable Retry-After (%s) suggests a default wait', (retryAfter) => {
    const view = describeFailure(error({ kind: 'http', status: 429, retryAfter }), online);
    expect(view.retryAfter).toBe(DEFAULT_RETRY_AFTER_S);
    expect(view.params.seconds).toBe(DEFAULT_RETRY_AFTER_S);
  });

  it.each([500, 502, 503, 504])('%s -> failServer, retry', (status) => {
    expect(describeFailure(error({ kind: 'http', status }), online)).toMatchObject({ key: 'failServer', action: 'retry' });
  });

  it('a rate limit answered with a page that is not the API\'s JSON still asks to wait', () => {
    const view = describeFailure(error({ kind: 'malformed', status: 429, retryAfter: 120 }), online);
    expect(view).toMatchObject({ key: 'failRateLimited', action: 'retry', retryAfter: 120, params: { seconds: 120 } });
    expect(describeFailure(error({ kind: 'malformed', status: 429 }), online).retryAfter).toBe(DEFAULT_RETRY_AFTER_S);
  });

  it.each([500, 502, 503])('a %s answered with a page that is not the API\'s JSON is a server error, with its wait', (status) => {
    expect(describeFailure(error({ kind: 'malformed', status, retryAfter: 60 }), online)).toMatchObject({ key: 'failServerWait', action: 'retry', retryAfter: 60, params: { seconds: 60 } });
  });

  it('a server error that names its wait says how long, however long', () => {
    const view = describeFailure(error({ kind: 'http', status: 503, retryAfter: 90 }), online);
    expect(view).toMatchObject({ key: 'failServerWait', action: 'retry', retryAfter: 90, params: { seconds: 90 } });
    expect(t(en, view.key, { ...view.params, wait: '90 seconds' })).toBe('Something went wrong on our side. Your details are kept; please try again in 90 seconds.');
  });

  it('503 with Retry-After passes the wait on', () => {
    expect(describeFailure(error({ kind: 'http', status: 503, retryAfter: 5 }), online).retryAfter).toBe(5);
  });

  it('a 409 without booking_failure is retried with the kept key', () => {
    expect(describeFailure(error({ kind: 'http', status: 409 }), online)).toMatchObject({ key: 'failServer', action: 'retry' });
  });

  it('403 -> failForbidden, contact, with the website', () => {
    expect(describeFailure(error({ kind: 'http', status: 403, type: 'insufficient_scope' }), online)).toEqual({
      key: 'failForbidden',
      action: 'contact',
      params: { space: isolate('Harbour Yoga') },
      website: 'https://harbour.example/',
    });
  });

  it('404 -> failNotFound, reload', () => {
    expect(describeFailure(error({ kind: 'http', status: 404 }), online)).toMatchObject({ key: 'failNotFound', action: 'reload' });
  });

  it('a 422 naming a field is a refused input, as a 400 is', () => {
    const view = describeFailure(error({ kind: 'http', status: 422, message: 'email is not valid', field: 'customer.email' }), online);
    expect(view).toMatchObject({ key: 'failInvalid', action: 'fix-field', field: 'email' });
    expect(view.params.message).toBe(isolate('email is not valid'));
  });

  it.each([401, 405, 410, 413])('another refusal (%i) is not offered again unchanged: failOther, contact', (status) => {
    expect(describeFailure(error({ kind: 'http', status }), online)).toMatchObject({ key: 'failOther', action: 'contact', website: 'https://harbour.example/' });
  });

  it('a 408 is about the request: Try again', () => {
    expect(describeFailure(error({ kind: 'http', status: 408 }), online)).toMatchObject({ key: 'failServer', action: 'retry' });
  });

  it('refused before sending -> failOther, contact', () => {
    expect(describeFailure(error({ kind: 'invalid_input' }), offline)).toMatchObject({ key: 'failOther', action: 'contact' });
  });
});

describe('describeFailure: pointing to the space', () => {
  it.each([
    ['http://harbour.example/contact', 'http://harbour.example/contact'],
    ['https://harbour.example', 'https://harbour.example/'],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    [' JAVASCRIPT:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['ftp://harbour.example/', undefined],
    ['//harbour.example/', undefined],
    ['harbour.example', undefined],
    ['', undefined],
    [null, undefined],
  ])('website %j -> %j', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
    const view = describeFailure(refused('tier_blocked'), { online: true, space: { name: 'H', website_url: url } });
    expect(view.website).toBe(expected);
  });

  it('a website that is not a string is no link', () => {
    expect(safeUrl(42)).toBeUndefined();
    expect(safeUrl({ href: 'https://harbour.example/' })).toBeUndefined();
  });

  it('only contact views and the offer of later times carry the website', () => {
    for (const view of EVERY_VIEW) if (view.website !== undefined) expect(view.action === 'contact' || view.offerNextTimes).toBe(true);
    expect(EVERY_VIEW.some((view) => view.action === 'contact' && view.website)).toBe(true);
  });

  it('a full session and a closed booking window offer later times of the same type, and the website if it is http(s)', () => {
    const space = { name: 'Harbour Yoga', website_url: 'https://harbour.example/' };
    for (const reason of ['capacity_full', 'policy_window']) {
      const view = describeFailure(refused(reason), { online: true, space });
      expect(view).toMatchObject({ action: 'choose-slot', offerNextTimes: true, website: 'https://harbour.example/' });
      expect(describeFailure(refused(reason), { online: true, space: { ...space, website_url: 'javascript:alert(1)' } }).website).toBeUndefined();
    }
    for (const reason of ['duplicate_booking', 'bookings_disabled', 'booking_type_not_found']) expect(describeFailure(refused(reason), { online: true, space }).offerNextTimes).toBeUndefined();
  });

  it('without a space, the name is empty rather than a raw placeholder', () => {
    const view = describeFailure(refused('bookings_disabled'), { online: true });
    expect(view.params.space).toBe('');
    expect(view.website).toBeUndefined();
    expect(t(en, view.key, view.params)).not.toContain('{');
  });
});

// --- Catalogs -------------------------------------------------------------------------------

const catalogDir = new URL('../i18n/catalogs/', import.meta.url);
const catalogs: Array<[string, Messages]> = await Promise.all(
  readdirSync(catalogDir)
    .filter((f) => /^[a-z]{2,3}(-[A-Z][A-Za-z0-9]*)*\.ts$/.test(f))
    .map(async (file) => {
      const name = file.replace(/\.ts$/, '');
      const mod = (await import(new URL(file, catalogDir).href)) as Record<string, Messages>;
      return [name, mod[name] ?? Object.values(mod)[0]!] as [string, Messages];
    }),
);

/** Words for overriding a limit, by language, and the host-only flag names themselves. */
const HOST_ONLY_WORDING: RegExp[] = [
  /allow_over_capacity|allow_policy_bypass|bookings:override|allow[ _-]?over|policy[ _-]?bypass/i,
  /overrid|overrule|bypass|(?<!\p{L})forc(e|ed|ing|ibly)?(?!\p{L})|overbook|over[ -]capacity|ignore the (limit|rules)/iu,
  /überschreib|(?<!\p{L})umgeh(en|ung)(?!\p{L})|umgangen|erzwing|erzwung|überbuch|über die kapazität/iu,
  /outrepass|contourn|(?<!\p{L})forc(er|é|ée|és|ées)(?!\p{L})|surréserv|surbook|dérog|passer outre/iu,
  /(?<!\p{L})forza(r|do|da)?(?!\p{L})|eludir|omitir la|sobrerreserv|sobreventa|saltarse|pasar por alto|exceder la capacidad/iu,
  /上書き|強制|オーバーライド|バイパス|回避|定員超過|定員を超え|オーバーブッキング/u,
  /تجاوز السعة|تجاوز القيود|تجاوز السياسة|تخطي|تخطّي|إجبار|بالقوة|فرض الحجز/u,
  /עקיפ|לעקוף|עוקף|לכפות|כפיי|בכוח|מעבר לקיבולת|חריגה מהקיבולת|לדרוס/u,
];
const hostOnly = (text: string) => HOST_ONLY_WORDING.some((re) => re.test(text));

describe('catalogs: failure messages', () => {
  it('finds the reference catalog and the translations', () => {
    expect(catalogs.map(([name]) => name)).toContain('en');
    expect(catalogs.find(([name]) => name === 'en')![1]).toBe(en);
    expect(FAILURE_KEYS.length).toBeGreaterThanOrEqual(18);
  });

  it.each(catalogs)('%s: a distinct, non-empty message for every failure', (_name, messages) => {
    const texts = FAILURE_KEYS.map((key: MessageKey) => messages[key]);
    for (const text of texts) expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
    expect(new Set(texts).size).toBe(FAILURE_KEYS.length);
  });

  it.each(catalogs)('%s: every failure view renders with no placeholder left over', (_name, messages) => {
    for (const view of EVERY_VIEW) {
      // The UI words the wait, `seconds`, as `wait` (src/ui/FailureAlert.tsx).
      const { seconds } = view.params;
      const text = t(messages, view.key, typeof seconds === 'number' ? { ...view.params, wait: `${seconds} s` } : view.params);
      expect(text, view.key).not.toMatch(/\{\w+\}/);
    }
  });

  it.each(catalogs)('%s: no message speaks of overriding, forcing or bypassing a limit', (_name, messages) => {
    for (const [key, text] of Object.entries(messages)) {
      expect(hostOnly(text), `${key}: ${text}`).toBe(false);
    }
  });

  it('the wording check catches what it looks for, in every language', () => {
    for (const phrase of [
      'Book anyway with allow_over_capacity',
      'allow_policy_bypass',
      'Override the limit',
      'Force the booking',
      'Bypass the booking window',
      'Überbuchung zulassen',
      'Limit umgehen',
      'Buchung erzwingen',
      'Forcer la réservation',
      'Contourner la règle',
      'Forzar la reserva',
      'Permitir sobrerreserva',
      '定員を超えて予約',
      '強制的に予約する',
      'تجاوز السعة',
      'إجبار الحجز',
      'לעקוף את המגבלה',
      'לכפות הזמנה',
    ]) {
      expect(hostOnly(phrase), phrase).toBe(true);
    }
    for (const phrase of ['Try again', 'Bitte umgehend buchen', 'Notes can be at most 1000 characters.', 'workforce', 'Renforcé']) {
      expect(hostOnly(phrase), phrase).toBe(false);
    }
  });
});
