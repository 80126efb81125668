/**
 * Whether this document is the iframe page (`embed.html`), which holds one widget: after a
 * booking it may not move itself to the host's `success-url` (the studio's page inside the
 * frame), only let the visitor's own click take the top page there.
 */
let framePage = false;

export const markFramePage = (isFramePage = true): void => {
  framePage = isFramePage;
};

export const isFramePage = (): boolean => framePage;
