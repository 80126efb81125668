/**
 * Share on a chosen session (part of the booking step's file): the system's share sheet where
 * there is one, else the link copied.
 */

/** What became of the link: shared, copied, left alone by the visitor (`cancelled`), or neither (`failed`: shown to copy by hand). */
export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

type SharingNavigator = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

export async function shareLink(link: { title: string; url: string }, nav: SharingNavigator | undefined = globalThis.navigator): Promise<ShareResult> {
  if (typeof nav?.share === 'function') {
    try {
      await nav.share(link);
      return 'shared';
    } catch (error) {
      // The visitor closed the sheet. Any other refusal (no permission, an unsupported page) copies instead.
      if ((error as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (typeof nav?.clipboard?.writeText !== 'function') return 'failed';
    await nav.clipboard.writeText(link.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
