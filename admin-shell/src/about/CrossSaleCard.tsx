import { useId } from 'react';
import { crossSaleAction, crossSaleStatus, productPage, type CrossSalePlugin } from './crossSale';
import { ABOUT_STRINGS } from './strings';

const S = ABOUT_STRINGS.crossSale;

/**
 * One recommended plugin. The button reads like the spec's install/activate button but is a link
 * to the plugin's page: Hearken cannot install third-party software on the site that embeds it.
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
        <span className="cross-sale-status">
          <span className="visually-hidden">{S.statusLabel}: </span>
          {crossSaleStatus(plugin)}
        </span>
        <a className="button button-primary" href={productPage(plugin)} target="_blank" rel="noopener noreferrer">
          {crossSaleAction(plugin)}{' '}
          <span className="visually-hidden">
            {plugin.title} {S.newTab}
          </span>
        </a>
      </footer>
    </article>
  );
}
