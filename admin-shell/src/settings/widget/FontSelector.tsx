import { useId, useState } from 'react';
import { WIDGET_STRINGS as S } from '../strings';
import type { WidgetFont } from '../types';
import { useFontCatalogue, weightsOf } from './fontCatalogue';

/**
 * Use Theme or Use Custom Font (spec 002 §2.1). Switching to theme clears family and weight and
 * reports an empty font; a custom font is reported once a family is chosen, with the weight once
 * both are set. The family list is searchable; the weight list leaves out italic variants.
 */
export function FontSelector({ value, onChange }: { value: WidgetFont | '' | null; onChange(font: WidgetFont | ''): void }) {
  const id = useId();
  const current = value && value.family ? value : null;
  const [custom, setCustom] = useState(current !== null);
  const [search, setSearch] = useState('');
  const catalogue = useFontCatalogue();

  const family = current?.family ?? '';
  const weight = current?.weight ?? '';
  const chosen = catalogue.data?.find((f) => f.family === family);
  const weights = weightsOf(chosen);
  const needle = search.trim().toLowerCase();
  const families = (catalogue.data ?? []).filter((f) => f.family.toLowerCase().includes(needle));

  function chooseTheme() {
    setCustom(false);
    setSearch('');
    onChange('');
  }

  function chooseFamily(next: string) {
    const nextWeights = weightsOf(catalogue.data?.find((f) => f.family === next));
    onChange(weight && nextWeights.includes(weight) ? { family: next, weight } : { family: next });
  }

  return (
    <fieldset className="settings-fieldset settings-font">
      <legend>{S.font}</legend>
      <label className="settings-radio">
        <input type="radio" name={`${id}-mode`} checked={!custom} onChange={chooseTheme} />
        {S.useTheme}
      </label>
      <label className="settings-radio">
        <input type="radio" name={`${id}-mode`} checked={custom} onChange={() => setCustom(true)} />
        {S.useCustom}
      </label>
      {custom &&
        (!catalogue.data ? (
          <p role="status">{S.fontsLoading}</p>
        ) : (
          <>
            <div className="field">
              <label htmlFor={`${id}-search`}>{S.fontSearch}</label>
              <input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-family`}>{S.fontFamily}</label>
              <select
                id={`${id}-family`}
                size={6}
                value={family}
                onChange={(event) => chooseFamily(event.target.value)}
              >
                <option value="" disabled>
                  {S.pleaseSelect}
                </option>
                {families.map((f) => (
                  <option key={f.family} value={f.family}>
                    {f.family}
                  </option>
                ))}
              </select>
              {families.length === 0 && <p className="settings-hint">{S.noFontMatch}</p>}
            </div>
            <div className="field">
              <label htmlFor={`${id}-weight`}>{S.fontWeight}</label>
              <select
                id={`${id}-weight`}
                value={weight}
                disabled={!family}
                onChange={(event) =>
                  onChange(event.target.value ? { family, weight: event.target.value } : { family })
                }
              >
                <option value="">{S.pleaseSelect}</option>
                {weights.map((w) => (
                  <option key={w} value={w}>
                    {w}
                  </option>
                ))}
              </select>
            </div>
          </>
        ))}
    </fieldset>
  );
}
