/**
 * The names of the sites studios link to most, by their domain: a link to one is named by the site,
 * not its address. In the first view with the links, so kept short.
 */
const SITES: Record<string, string> = {
  'instagram.com': 'Instagram',
  'facebook.com': 'Facebook',
  'x.com': 'X',
  'twitter.com': 'X',
  'threads.net': 'Threads',
  'bsky.app': 'Bluesky',
  'mastodon.social': 'Mastodon',
  'youtube.com': 'YouTube',
  'youtu.be': 'YouTube',
  'tiktok.com': 'TikTok',
  'linkedin.com': 'LinkedIn',
  'pinterest.com': 'Pinterest',
  'vimeo.com': 'Vimeo',
  'spotify.com': 'Spotify',
  'wa.me': 'WhatsApp',
  't.me': 'Telegram',
};

/**
 * The name of the site `url` is on: a common site's own (`m.facebook.com` is Facebook), else its
 * host name without `www.`.
 */
export function siteName(url: URL): string {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const labels = host.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const name = SITES[labels.slice(i).join('.')];
    if (name) return name;
  }
  return host.replace(/^www\./, '');
}
