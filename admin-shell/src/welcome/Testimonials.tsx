import { useId } from 'react';
import { TESTIMONIALS } from './content';
import { WELCOME_STRINGS } from './strings';

const S = WELCOME_STRINGS.testimonials;

/** Testimonials. Hearken has none from real customers yet, and the section says so plainly. */
export function Testimonials() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{S.heading}</h2>
      <p className="welcome-muted">{S.note}</p>
      <ul className="welcome-testimonials">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.quote}>
            <figure>
              <blockquote>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption>{testimonial.by}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
