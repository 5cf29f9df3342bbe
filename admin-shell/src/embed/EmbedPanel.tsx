/**
 * The Embed panel: how to put Hearken on a site, wherever a survey is published (the editor's
 * Publish step, the surveys list's Embed action) and in the widget settings. The loader snippet for
 * the floating widget and the inline one, each with a copy button; the site origin check against
 * `widget_allowed_origins`; and "Waiting for the first page view…" until the widget reports a page
 * from that site.
 */
import { useId, useState } from 'react';
import { useSettings } from '../settings/queries';
import { FirstPageView } from './FirstPageView';
import { checkOrigin, originOf, parseOrigins } from './origins';
import { InlineSnippet } from './InlineSnippet';
import { SiteCheck, ORIGINS_KEY } from './SiteCheck';
import { SnippetBlock } from './SnippetBlock';
import { floatingSnippet, hostOrigin, wordpressPluginUrl } from './snippets';
import { EMBED_STRINGS as S } from './strings';
import './embed.css';

export interface EmbedPanelProps {
  /** The survey the inline snippet shows; without it, the panel offers the published surveys. */
  survey?: { id: number; title: string };
  /** The heading's level where the panel sits (2 on a screen, 3 in a step's card). */
  level?: 2 | 3;
  /** Leave the heading out: a dialog titles the panel itself. */
  headless?: boolean;
}

export function EmbedPanel({ survey, level = 2, headless = false }: EmbedPanelProps) {
  const titleId = useId();
  const settings = useSettings();
  const origins = parseOrigins(settings.data?.[ORIGINS_KEY] as string | undefined);
  const [typed, setTyped] = useState<string | null>(null);
  const siteText = typed ?? origins[0] ?? '';
  const check = checkOrigin(siteText, origins);
  const origin = hostOrigin();
  const Heading = `h${level}` as const;

  return (
    <section className="embed-panel" aria-labelledby={headless ? undefined : titleId} aria-label={headless ? S.heading : undefined}>
      {!headless && <Heading id={titleId}>{S.heading}</Heading>}
      <p>{S.intro}</p>
      <div className="embed-snippets">
        <SnippetBlock name={S.floatingHeading} hint={S.floatingHint} copyLabel={S.copyFloating} code={floatingSnippet(origin)} />
        <InlineSnippet origin={origin} survey={survey} />
      </div>
      <div className="embed-wordpress">
        <p>
          <strong>{S.wordpressHeading}</strong> {S.wordpressText}
        </p>
        <p>
          <a href={wordpressPluginUrl(origin)} download>
            {S.wordpressDownload}
          </a>
        </p>
      </div>
      {settings.isPending ? (
        <p role="status">{S.originsLoading}</p>
      ) : settings.isError ? (
        // Settings are for those who manage options: without them, nothing is said of the origins.
        <p className="embed-hint">{S.originsUnknown}</p>
      ) : (
        <SiteCheck siteText={siteText} onSiteText={setTyped} check={check} origins={origins} />
      )}
      <FirstPageView site={check.kind === 'invalid' ? null : originOf(siteText)} origins={origins} ready={!settings.isPending} />
    </section>
  );
}
