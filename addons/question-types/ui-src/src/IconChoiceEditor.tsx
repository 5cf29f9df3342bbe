import { defineRemote, type Question, type QuestionTypeEditorProps } from '@hearken/addon-sdk';
import { IconSettingsFields } from './IconSettingsFields';
import { useIconList } from './iconList';
import { iconSettings, iconSizes, withIconSettings } from './iconSettings';
import { OptionIcon } from './OptionIcon';
import { OptionList } from './OptionList';
import { blankIconOption, optionLimits, optionsToShow, readIconOption, withOptions } from './options';
import { useEditorStyles } from './styles';

/**
 * The icon-choice editor: 2 to 5 options, each a label and an icon from the icon list, and the
 * question's icon colour and size. Every change writes the colour and size out with their
 * defaults, so the saved question says what the author saw.
 */
export function IconChoiceEditor({ question, onChange, type }: QuestionTypeEditorProps) {
  useEditorStyles();
  const limits = optionLimits(type);
  const options = optionsToShow(question, limits, readIconOption, blankIconOption);
  const list = useIconList();
  const settings = iconSettings(question, type);
  const sizes = iconSizes(type);
  const px = sizes.find((size) => size.key === settings.icon_size)?.px ?? 20;
  const save = (next: Question) => onChange(withIconSettings(next, type));

  return (
    <div className="qt-editor">
      <OptionList
        options={options}
        limits={limits}
        blank={blankIconOption}
        onChange={(next) => save(withOptions(question, next))}
        renderFields={(option, _index, update) => (
          <OptionIcon
            icon={option.icon}
            icons={list.status === 'ready' ? list.icons : null}
            color={settings.icon_color}
            px={px}
            onChange={(icon) => update({ ...option, icon })}
          />
        )}
      />
      <IconSettingsFields
        value={settings}
        sizes={sizes}
        onChange={(value) => save({ ...question, settings: { ...question.settings, ...value } })}
      />
    </div>
  );
}

export default defineRemote('question-type-editor', IconChoiceEditor);
