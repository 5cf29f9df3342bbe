/**
 * The post's schema.org rating (`use_review_schema`), so search engines can show it: one
 * `<script type="application/ld+json" data-hearken-post-ratings>` in `document.head`, written only
 * while the post has ratings and rewritten after the visitor's, never two of them.
 */

export const SCHEMA_SELECTOR = 'script[type="application/ld+json"][data-hearken-post-ratings]';

export interface Rated {
  name: string;
  url: string;
  total: number;
  average: number;
}

/** Writes the rating into the page's head, or removes it when `rated` is null or has no ratings. */
export function writeSchema(rated: Rated | null): void {
  let script = document.head.querySelector<HTMLScriptElement>(SCHEMA_SELECTOR);
  if (!rated || rated.total < 1) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-hearken-post-ratings', '');
    document.head.append(script);
  }
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: rated.name,
    url: rated.url,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rated.average,
      ratingCount: rated.total,
      bestRating: 5,
      worstRating: 1,
    },
  });
  // `<` escaped: a title with "</script>" stays inside the script if the page is ever serialised.
  script.textContent = json.replace(/</g, '\\u003c');
}
