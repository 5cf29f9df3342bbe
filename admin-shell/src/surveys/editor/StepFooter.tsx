/** Back and Next Step under every step (spec 000 §2). */
import { EDITOR_STRINGS as S } from './strings';

export interface StepFooterProps {
  showBack: boolean;
  showNext: boolean;
  nextDisabled: boolean;
  onBack(): void;
  onNext(): void;
}

export function StepFooter({ showBack, showNext, nextDisabled, onBack, onNext }: StepFooterProps) {
  if (!showBack && !showNext) return null;
  return (
    <nav className="editor-footer" aria-label={S.stepNav}>
      {showBack && (
        <button type="button" className="button" onClick={onBack}>
          {S.back}
        </button>
      )}
      {showNext && (
        <button type="button" className="button button-primary" disabled={nextDisabled} onClick={onNext}>
          {S.nextStep}
        </button>
      )}
    </nav>
  );
}
