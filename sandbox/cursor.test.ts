import { describe, expect, it } from 'vitest';
import { createCursors } from './cursor';

describe('cursors', () => {
  const cursors = createCursors();

  it('round-trips an offset within its scope only', () => {
    const c = cursors.encode('a|list|en', 25);
    expect(cursors.decode('a|list|en', c)).toBe(25);
    expect(cursors.decode('a|list|de', c)).toBeNull();
    expect(cursors.decode('b|list|en', c)).toBeNull();
  });

  it('refuses edited, truncated and foreign cursors', () => {
    const c = cursors.encode('s', 50);
    const [payload, mac] = c.split('.') as [string, string];
    const edited = Buffer.from(JSON.stringify({ s: 's', o: 75 })).toString('base64url');
    for (const bad of [`${edited}.${mac}`, payload, `${payload}.`, `${c}.x`, `${c}A`, `${c}=`, `${c}\n`, '', '....', createCursors().encode('s', 50)]) {
      expect(cursors.decode('s', bad)).toBeNull();
    }
  });
});
