import { useId } from 'react';
import { productPage, type CrossSalePlugin } from './crossSale';
import { ABOUT_STRINGS } from './strings';

const S = ABOUT_STRINGS.crossSale;

/**
 * One recommended plugin, with a link to its page. The spec's install/activate button and install
 * state are WordPress's: Hearken cannot install software on the site that embeds it, nor see it.
 */
export function CrossSaleCard({ plugin }: { plugin: CrossSalePlugin }) {
  const titleId = useId();
  return (
    <article className="about-card cross-sale-card" aria-labelledby={titleId}>
      <header className="cross-sale-header">
        <span className="cross-sale-icon" aria-hidden="true">
          {plugin.icon}
        </span>
        <h3 id={titleId}>{plugin.title}</h3>
      </header>
      <p>{plugin.excerpt}</p>
      <footer className="cross-sale-footer">
        <a className="button" href={productPage(plugin)} target="_blank" rel="noopener noreferrer">
          {S.viewPlugin}{' '}
          <span className="visually-hidden">
            {plugin.title} {S.newTab}
          </span>
        </a>
      </footer>
    </article>
  );
}
