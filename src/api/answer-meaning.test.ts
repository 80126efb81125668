import { describe, expect, it } from 'vitest';
import { answerMeaning, mayHaveActed, mayPass, type AnswerMeaning } from './answer-meaning';
import { ApiError, type ApiErrorInit } from './errors';

const error = (init: Omit<ApiErrorInit, 'message'>) => new ApiError({ message: 'x', ...init });
const capacityFull = { reason: 'capacity_full', override: null };

describe('answerMeaning', () => {
  const cases: [string, Omit<ApiErrorInit, 'message'>, AnswerMeaning][] = [
    ['an abort', { kind: 'aborted' }, 'aborted'],
    ['a bad handle or API address', { kind: 'invalid_input' }, 'not-sent'],
    ['a lost connection', { kind: 'network' }, 'no-answer'],
    ['a time limit', { kind: 'timeout' }, 'no-answer'],
    ['a 200 that is not the API’s JSON', { kind: 'malformed', status: 200 }, 'unreadable'],
    ['a list that never ends', { kind: 'pagination' }, 'unreadable'],
    ['a 403 page from in front of the API', { kind: 'malformed', status: 403 }, 'gateway-refusal'],
    ['the API’s 429', { kind: 'http', status: 429 }, 'rate-limited'],
    ['a 429 page from in front of the API', { kind: 'malformed', status: 429 }, 'rate-limited'],
    ['the API’s 503', { kind: 'http', status: 503 }, 'server-error'],
    ['a 502 page from in front of the API', { kind: 'malformed', status: 502 }, 'server-error'],
    ['a 408', { kind: 'http', status: 408 }, 'server-error'],
    ['a 409 without booking_failure', { kind: 'http', status: 409 }, 'unsettled'],
    ['a 409 with booking_failure', { kind: 'http', status: 409, bookingFailure: capacityFull }, 'refused'],
    ['a 400', { kind: 'http', status: 400 }, 'refused'],
    ['a 404', { kind: 'http', status: 404 }, 'refused'],
    ['a 422', { kind: 'http', status: 422 }, 'refused'],
  ];
  it.each(cases)('%s', (_, init, meaning) => expect(answerMeaning(error(init))).toBe(meaning));
});

describe('what follows from it', () => {
  it('a GET is asked again only after what may pass by itself', () => {
    const passing = (['no-answer', 'rate-limited', 'server-error'] as const).filter(mayPass);
    expect(passing).toEqual(['no-answer', 'rate-limited', 'server-error']);
    expect((['aborted', 'not-sent', 'unreadable', 'gateway-refusal', 'unsettled', 'refused'] as const).some(mayPass)).toBe(false);
  });

  it('the server may have acted only where no readable answer came', () => {
    expect((['no-answer', 'unreadable'] as const).every(mayHaveActed)).toBe(true);
    expect((['aborted', 'not-sent', 'gateway-refusal', 'rate-limited', 'server-error', 'unsettled', 'refused'] as const).some(mayHaveActed)).toBe(false);
  });
});
