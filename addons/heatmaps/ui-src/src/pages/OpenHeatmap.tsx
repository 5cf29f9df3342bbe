/**
 * "Open heatmap": asks the add-on for a link to the live page with the overlay for the chosen days
 * and viewport (valid 15 minutes), then opens it in a new tab. The overlay draws one layout, so
 * with All viewports it shows the desktop one. The tab opens once the answer is in, after the
 * click, and a browser may block it as a pop-up: the link stays under the button to open by hand.
 */
import type { HearkenApi } from '@hearken/addon-sdk';
import { STRINGS } from '../strings';
import type { Filters } from './filters';
import { useHeatmapLink } from './queries';
import { messageOf } from '../failures';

const H = STRINGS.heatmap;
const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** An RFC 3339 time as the browser's time of day; the text as it came when it is not a time. */
function timeOf(rfc3339: string): string {
  const date = new Date(rfc3339);
  return Number.isNaN(date.getTime()) ? rfc3339 : TIME.format(date);
}

export function OpenHeatmap({ api, id, filters }: { api: HearkenApi; id: string; filters: Filters }) {
  const link = useHeatmapLink(api, id);
  function open() {
    const viewport = filters.viewport === 'all' ? 'desktop' : filters.viewport;
    link.mutate(
      { from: filters.from, to: filters.to, viewport },
      { onSuccess: (answer) => window.open(answer.url, '_blank', 'noopener') },
    );
  }
  return (
    <div className="heatmaps-open">
      <button type="button" className="button button-primary" disabled={link.isPending} onClick={open}>
        {link.isPending ? H.opening : H.open}
      </button>
      {filters.viewport === 'all' && <p className="field-hint">{H.allHint}</p>}
      <div role="status">
        {link.isSuccess && (
          <p>
            {H.opened}{' '}
            <a href={link.data.url} target="_blank" rel="noopener">
              {H.again}
            </a>{' '}
            {H.validUntil(timeOf(link.data.expires_at))}
          </p>
        )}
      </div>
      {link.isError && <p role="alert">{`${H.failed} ${messageOf(link.error, '')}`.trim()}</p>}
    </div>
  );
}
