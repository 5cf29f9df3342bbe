import { defineRemote, type Question, type QuestionTypeDefinition, type QuestionTypeEditorProps } from '@hearken/addon-sdk';
import { npsExplanation, NPS_HIGH_LABEL, NPS_LOW_LABEL, PREVIEW, npsScale } from './strings';
import { useEditorStyles } from './styles';

/** Spec 000 §5, §9: NPS runs 1 to 10. */
const SCALE_MAX = 10;

interface NpsLabels {
  low: string;
  high: string;
}

function labelsIn(value: unknown): Partial<NpsLabels> {
  if (typeof value !== 'object' || value === null) return {};
  const { low, high } = value as Record<string, unknown>;
  return {
    ...(typeof low === 'string' && low !== '' ? { low } : {}),
    ...(typeof high === 'string' && high !== '' ? { high } : {}),
  };
}

/** The end labels: the question's, else its type's default config, else the spec's words. */
export function npsLabels(question: Question, type: QuestionTypeDefinition): NpsLabels {
  return {
    low: NPS_LOW_LABEL,
    high: NPS_HIGH_LABEL,
    ...labelsIn(type.default_config['labels']),
    ...labelsIn(question.config['labels']),
  };
}

/** The NPS editor: a preview of the fixed 1–10 scale and its labels. It never calls onChange. */
export function NpsEditor({ question, type }: QuestionTypeEditorProps) {
  useEditorStyles();
  const max = type.scale_max ?? SCALE_MAX;
  const labels = npsLabels(question, type);
  return (
    <div className="qt-editor">
      <div className="qt-preview">
        <h3 className="qt-heading">{PREVIEW}</h3>
        <ol className="qt-nps-scale" aria-label={npsScale(max)}>
          {Array.from({ length: max }, (_, i) => (
            <li key={i}>{i + 1}</li>
          ))}
        </ol>
        <div className="qt-nps-labels">
          <span>{labels.low}</span>
          <span>{labels.high}</span>
        </div>
      </div>
      <p className="qt-explanation">{npsExplanation(max)}</p>
    </div>
  );
}

export default defineRemote('question-type-editor', NpsEditor);
