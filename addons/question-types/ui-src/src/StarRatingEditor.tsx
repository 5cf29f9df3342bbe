import { defineRemote, type QuestionTypeEditorProps } from '@hearken/addon-sdk';
import { starExplanation, PREVIEW, starCount } from './strings';
import { useEditorStyles } from './styles';

/** Spec 000 §5, §9: a star rating has 5 steps. */
const STEPS = 5;
const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9Z';

/**
 * The star-rating editor. The scale is fixed, so there is nothing to set: a preview of what
 * visitors see and a sentence saying so. It never calls onChange.
 */
export function StarRatingEditor({ type }: QuestionTypeEditorProps) {
  useEditorStyles();
  const steps = type.scale_max ?? STEPS;
  return (
    <div className="qt-editor">
      <div className="qt-preview">
        <h3 className="qt-heading">{PREVIEW}</h3>
        <div className="qt-stars" aria-hidden="true">
          {Array.from({ length: steps }, (_, i) => (
            <svg key={i} className="qt-star" viewBox="0 0 24 24" focusable="false">
              <path d={STAR_PATH} fill="currentColor" />
            </svg>
          ))}
        </div>
        <p className="qt-scale-caption">{starCount(steps)}</p>
      </div>
      <p className="qt-explanation">{starExplanation(steps)}</p>
    </div>
  );
}

export default defineRemote('question-type-editor', StarRatingEditor);
