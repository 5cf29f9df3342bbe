/**
 * The survey's logo (spec 002 §3, §4, §5): the widget settings' logo, the Hearken logo, a custom
 * image or none. A custom logo needs an image address; until it has one the field says
 * 'You must select a custom logo.'
 */
import { TextField } from '@hearken/addon-sdk/ui';
import { useId } from 'react';
import { STRINGS as S } from './strings';
import { LOGO_TYPES, MAX_LOGO_ADDRESS, logoError, withLogoType, withText, type LogoType, type Theming } from './theming';

interface Props {
  theming: Theming;
  disabled: boolean;
  onChange(theming: Theming): void;
}

const CHOICES: readonly (LogoType | undefined)[] = [undefined, ...LOGO_TYPES];

export function LogoField({ theming, disabled, onChange }: Props) {
  const name = useId();
  const error = logoError(theming);
  const address = theming.custom_logo ?? '';
  return (
    <fieldset className="theming-logo">
      <legend>{S.logo}</legend>
      {CHOICES.map((type) => (
        <label key={type ?? 'site'} className="radio">
          <input
            type="radio"
            name={name}
            checked={theming.logo_type === type}
            disabled={disabled}
            onChange={() => onChange(withLogoType(theming, type))}
          />
          {type ? S.logoNames[type] : S.siteDefault}
        </label>
      ))}
      {theming.logo_type === 'custom' && (
        <>
          <TextField
            label={S.customLogo}
            hint={S.customLogoHint}
            error={error}
            type="url"
            inputMode="url"
            value={address}
            maxLength={MAX_LOGO_ADDRESS}
            disabled={disabled}
            onChange={(e) => onChange(withText(theming, 'custom_logo', e.currentTarget.value.trim()))}
          />
          {address && !error && <img className="theming-logo-image" src={address} alt={S.customLogoPreview} />}
        </>
      )}
    </fieldset>
  );
}
