import { describe, expect, it } from 'vitest';
import { createAnnouncer } from './announcer';

describe('the announcer’s progress messages', () => {
  it('unsaying a message ends it, unless something has been said since', () => {
    const announcer = createAnnouncer();
    const contentLoading = announcer.say('loading');
    const datesLoading = announcer.say('loading');
    // The content's load is over, the dates' is not: their "Loading…" stays.
    announcer.unsay(contentLoading);
    expect(announcer.announcement.value).toBe(datesLoading);
    announcer.unsay(datesLoading);
    expect(announcer.announcement.value).toBeNull();
  });
});
