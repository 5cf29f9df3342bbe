/**
 * The live preview beside the form (spec 001 §2, §4): the rating block drawn by the add-on's own
 * widget code (../../widget-src/src/block.ts), the one visitors see, for a post rated 5/5 by 200
 * visitors. It is drawn again whenever the settings change. Choosing an icon shows the thank-you
 * message, as on the site; a button brings the icons back.
 */
import { loadWebFont, webFontUrl } from '@hearken/addon-sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { ratingBlock, type Block, type View } from '../../../widget-src/src/block';
import { STRINGS } from '../strings';
import type { PostRatingsSettings } from './settings';

const S = STRINGS.settings;

const SAMPLE: View = { rated: false, sending: 0, failed: false, total: S.sample.total, average: S.sample.average };

/** The block's font as the widget module sets it: a catalogue family with a fallback, else the name as written. */
function blockFont(font: string): string {
  return font && (webFontUrl('', font) ? `'${font}', sans-serif` : font);
}

export function RatingPreview({ settings }: { settings: PostRatingsSettings }) {
  const headingId = useId();
  const place = useRef<HTMLDivElement>(null);
  const [round, setRound] = useState(0);
  // The settings the preview was rated with: any change draws an unrated block again.
  const [ratedWith, setRatedWith] = useState<PostRatingsSettings | null>(null);
  // Set by the button that brings the icons back, which leaves the page: the focus goes to them.
  const focusIcons = useRef(false);

  useEffect(() => {
    const el = place.current;
    if (!el) return;
    // The admin is served by the Hearken server that serves the catalogue's fonts.
    if (settings.font) loadWebFont('', settings.font);
    const block: Block = ratingBlock(settings, blockFont(settings.font), () => {
      block.show({ ...SAMPLE, rated: true });
      setRatedWith(settings);
    });
    block.show(SAMPLE);
    el.replaceChildren(block.el);
    if (focusIcons.current) {
      focusIcons.current = false;
      block.el.querySelector<HTMLElement>('[role="radio"]')?.focus();
    }
  }, [settings, round]);

  return (
    <section className="post-ratings-preview" aria-labelledby={headingId}>
      <h2 id={headingId}>{S.preview}</h2>
      <p className="field-hint">{S.previewHint}</p>
      <div ref={place} />
      {ratedWith === settings && (
        <button
          type="button"
          className="button"
          onClick={() => {
            focusIcons.current = true;
            setRatedWith(null);
            setRound((n) => n + 1);
          }}
        >
          {S.previewAgain}
        </button>
      )}
    </section>
  );
}
