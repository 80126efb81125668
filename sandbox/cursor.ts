/**
 * Opaque page cursors ("never construct one"). A cursor is a signed offset bound to the list it
 * came from, so a guessed, edited or borrowed cursor (another space, route or locale) is refused.
 * The key is new for every sandbox, so cursors do not survive a restart either.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface Cursors {
  encode(scope: string, offset: number): string;
  /** The offset, or null when the cursor is not one this sandbox issued for `scope`. */
  decode(scope: string, cursor: string): number | null;
}

export function createCursors(secret: Buffer = randomBytes(32)): Cursors {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest().subarray(0, 18);
  return {
    encode(scope, offset) {
      const payload = Buffer.from(JSON.stringify({ s: scope, o: offset })).toString('base64url');
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
    decode(scope, cursor) {
      const [payload, mac, extra] = cursor.split('.');
      if (!payload || !mac || extra !== undefined) return null;
      // Compare the signature as text: decoding `mac` first would drop a dangling character
      // (`…A`, `…=`, a trailing newline) and accept a cursor that is not the one we issued.
      const given = Buffer.from(mac, 'utf8');
      const expected = Buffer.from(sign(payload).toString('base64url'), 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const { s, o } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s: unknown; o: unknown };
        return s === scope && Number.isSafeInteger(o) && (o as number) > 0 ? (o as number) : null;
      } catch {
        return null;
      }
    },
  };
}
