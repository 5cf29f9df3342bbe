import { useId, type ReactNode } from 'react';

/** The props of {@link InlineBanner}. */
export interface InlineBannerProps {
  /** How it reads: `warning` for something that does not work until someone acts, `info` otherwise. */
  tone?: 'info' | 'warning' | 'error';
  /** Its heading, which also names the region: what is wrong, in one sentence. */
  title: string;
  /** The heading's level where the banner sits (3 inside a card whose heading is an h2). */
  level?: 2 | 3 | 4;
  /** What to do about it: a sentence, a link. */
  children?: ReactNode;
}

/**
 * A warning that stays as long as its cause does (no mail server, no license key), said where
 * the thing it warns about is, instead of in a toast that closes itself. A region named by its
 * heading, so a screen reader lists it among the page's landmarks; it is not a live region, as it
 * is part of the page from the start rather than news. Drawn with the shell's `.inline-notice`
 * classes.
 *
 * ```tsx
 * <InlineBanner tone="warning" title="E-mails are not being sent: no mail server is configured.">
 *   <p>Set HEARKEN_SMTP_URL on the server.</p>
 * </InlineBanner>
 * ```
 */
export function InlineBanner({ tone = 'info', title, level = 2, children }: InlineBannerProps) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={`inline-notice inline-notice-${tone}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="inline-notice-title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
