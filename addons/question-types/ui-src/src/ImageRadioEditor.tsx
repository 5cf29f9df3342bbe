import { defineRemote, type QuestionTypeEditorProps } from '@hearken/addon-sdk';
import { OptionImage } from './OptionImage';
import { OptionList } from './OptionList';
import { blankImageOption, optionLimits, optionsToShow, readImageOption, withOptions } from './options';
import { useEditorStyles } from './styles';

/** The image-radio editor: 2 to 5 options, each a label and one image (spec 000 §2, 002 §5). */
export function ImageRadioEditor({ question, onChange, type }: QuestionTypeEditorProps) {
  useEditorStyles();
  const limits = optionLimits(type);
  const options = optionsToShow(question, limits, readImageOption, blankImageOption);
  return (
    <div className="qt-editor">
      <OptionList
        options={options}
        limits={limits}
        blank={blankImageOption}
        onChange={(next) => onChange(withOptions(question, next))}
        renderFields={(option, index, update) => (
          <OptionImage number={index + 1} image={option.image} onChange={(image) => update({ ...option, image })} />
        )}
      />
    </div>
  );
}

export default defineRemote('question-type-editor', ImageRadioEditor);
