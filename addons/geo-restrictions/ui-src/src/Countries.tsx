/**
 * The countries of a survey shown only in selected countries (spec 002 §5): the SDK's searchable
 * multi-select over the ISO list, the chosen ones as removable chips, a code the list does not
 * know as its code. Backspace in the empty search removes the last chip, as in other chip inputs.
 */
import { SearchSelect, type SearchChoice } from '@hearken/addon-sdk/ui';
import type { KeyboardEvent } from 'react';
import { countryOf, searchCountries, type Country } from './countries';
import { MAX_COUNTRIES } from './geo';
import { STRINGS as S } from './strings';

function choice({ code, name }: Country): SearchChoice {
  return { id: code, label: name };
}

export interface CountriesProps {
  codes: string[];
  disabled: boolean;
  error: string | undefined;
  onChange(codes: string[]): void;
}

export function Countries({ codes, disabled, error, onChange }: CountriesProps) {
  const chosen = codes.map((code) => ({ id: code, label: countryOf(code)?.name ?? code }));
  // The list has 250 countries, the schema takes 250 codes: only codes it does not know can fill it first.
  const full = codes.length >= MAX_COUNTRIES;

  // The search input is SearchSelect's; its keys it does not use reach the wrapper.
  function removeLastOnBackspace(event: KeyboardEvent<HTMLDivElement>) {
    const input = event.target;
    if (event.key === 'Backspace' && input instanceof HTMLInputElement && input.value === '' && codes.length > 0) {
      event.preventDefault();
      onChange(codes.slice(0, -1));
    }
  }

  return (
    <div className="geo-countries" onKeyDown={removeLastOnBackspace}>
      <SearchSelect
        label={S.countries}
        search={async (text) => (full ? [] : searchCountries(text).map(choice))}
        value={chosen}
        onChange={(choices) => onChange(choices.map((c) => String(c.id)))}
        placeholder={S.placeholder}
        hint={S.countriesHint}
        noMatches={S.noMatches}
        removeLabel={S.removeCountry}
        error={error}
        disabled={disabled}
      />
    </div>
  );
}
