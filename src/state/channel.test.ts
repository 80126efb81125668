import { describe, expect, it } from 'vitest';
import { createChannel } from './channel';

describe('the channel’s progress messages', () => {
  it('unsaying a message ends it, unless something has been said since', () => {
    const channel = createChannel();
    const contentLoading = channel.say('loading');
    const datesLoading = channel.say('loading');
    // The content's load is over, the dates' is not: their "Loading…" stays.
    channel.unsay(contentLoading);
    expect(channel.announcement.value).toBe(datesLoading);
    channel.unsay(datesLoading);
    expect(channel.announcement.value).toBeNull();
  });
});
