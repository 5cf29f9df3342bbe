import type { Role } from '../types';
import { ACCESS_STRINGS as S } from '../strings';

/**
 * A multi-select of roles as a group of checkboxes. Forced roles are always selected and cannot be
 * removed (spec 002 §5).
 */
export function RoleMultiSelect({
  legend,
  roles,
  selected,
  forced,
  onChange,
}: {
  legend: string;
  roles: Role[];
  selected: string[];
  forced: readonly string[];
  onChange(next: string[]): void;
}) {
  return (
    <fieldset className="settings-fieldset settings-roles">
      <legend>{legend}</legend>
      {roles.map((role) => {
        const isForced = forced.includes(role.slug);
        const checked = isForced || selected.includes(role.slug);
        return (
          <label key={role.slug} className="settings-role">
            <input
              type="checkbox"
              checked={checked}
              disabled={isForced}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...selected, role.slug] : selected.filter((slug) => slug !== role.slug),
                )
              }
            />
            {role.name}
            {isForced && <span className="settings-hint"> ({S.always})</span>}
          </label>
        );
      })}
    </fieldset>
  );
}
