import { useId } from 'react';
import { Link } from 'react-router';
import { GUIDES, type Guide } from './guides';
import { ABOUT_STRINGS } from './strings';

function GuideCard({ guide, step }: { guide: Guide; step: number }) {
  const titleId = useId();
  return (
    <article className="about-card guide-card" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <span className="guide-step" aria-hidden="true">
          {step}
        </span>
        {guide.title}
      </h3>
      <p>{guide.text}</p>
      <Link className="button" to={guide.to}>
        {guide.linkText}
      </Link>
    </article>
  );
}

/** Getting Started (spec 002 §2.6): the first steps, in order. */
export function GettingStarted() {
  return (
    <section aria-labelledby="getting-started-heading">
      <h2 id="getting-started-heading">{ABOUT_STRINGS.guides.heading}</h2>
      <p>{ABOUT_STRINGS.guides.intro}</p>
      <ol className="about-grid guide-list">
        {GUIDES.map((guide, index) => (
          <li key={guide.to}>
            <GuideCard guide={guide} step={index + 1} />
          </li>
        ))}
      </ol>
    </section>
  );
}
