import { useQuery } from '@tanstack/react-query';
import { CrossSaleCard } from './CrossSaleCard';
import type { LoadCrossSale } from './crossSale';
import { ABOUT_STRINGS } from './strings';

const S = ABOUT_STRINGS;

/** About Us (spec 002 §2.6): what Hearken is, then the recommended plugins, loaded on open. */
export function AboutUs({ loadPlugins }: { loadPlugins: LoadCrossSale }) {
  // Static data, so it never goes stale; the query gives the loading and error states.
  const plugins = useQuery({ queryKey: ['cross-sale-plugins'], queryFn: loadPlugins, staleTime: Infinity });
  return (
    <>
      <section className="about-card about-intro" aria-labelledby="about-intro-heading">
        <h2 id="about-intro-heading">{S.intro.heading}</h2>
        {S.intro.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>
      <section aria-labelledby="cross-sale-heading">
        <h2 id="cross-sale-heading">{S.crossSale.heading}</h2>
        <p>{S.crossSale.note}</p>
        {plugins.isPending && <p role="status">{S.crossSale.loading}</p>}
        {plugins.isError && (
          <p role="alert" className="error-message">
            {S.crossSale.error}
          </p>
        )}
        {plugins.data && (
          <ul className="about-grid">
            {plugins.data.map((plugin) => (
              <li key={plugin.slug}>
                <CrossSaleCard plugin={plugin} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
