/**
 * The elements of one page that visitors clicked most (top 20), and those with rage clicks (top
 * 10), each named by its CSS selector as the capture module wrote it. Each table is named by the
 * heading above it, which stays when there is nothing to list.
 */
import { useId, type ReactNode } from 'react';
import { STRINGS } from '../strings';
import { FiguresTable } from './FiguresTable';
import type { ClickedElement, RageElement } from './types';

const C = STRINGS.pages.columns;
const P = STRINGS.page;

function Section({ title, hint, empty, children }: { title: string; hint?: string; empty: string | null; children(headingId: string): ReactNode }) {
  const heading = useId();
  return (
    <section className="heatmaps-section" aria-labelledby={heading}>
      <h3 id={heading}>{title}</h3>
      {hint && <p className="field-hint">{hint}</p>}
      {empty ? <p>{empty}</p> : <div className="heatmaps-table-scroll">{children(heading)}</div>}
    </section>
  );
}

export function ElementTables({ elements, rage }: { elements: ClickedElement[]; rage: RageElement[] }) {
  const name = (selector: string) => <code>{selector}</code>;
  return (
    <>
      <Section title={P.elementsCaption} empty={elements.length === 0 ? P.noClicks : null}>
        {(heading) => (
          <FiguresTable
            labelledBy={heading}
            nameColumn={P.elementColumn}
            columns={[C.clicks, C.rage_clicks]}
            rows={elements.map((e) => ({ key: e.selector, name: name(e.selector), figures: [STRINGS.count(e.clicks), STRINGS.count(e.rage_clicks)] }))}
          />
        )}
      </Section>
      <Section title={P.rageCaption} hint={P.rageHint} empty={rage.length === 0 ? P.noRage : null}>
        {(heading) => (
          <FiguresTable
            labelledBy={heading}
            nameColumn={P.elementColumn}
            columns={[C.rage_clicks]}
            rows={rage.map((e) => ({ key: e.selector, name: name(e.selector), figures: [STRINGS.count(e.rage_clicks)] }))}
          />
        )}
      </Section>
    </>
  );
}
