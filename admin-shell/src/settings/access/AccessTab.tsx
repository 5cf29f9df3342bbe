import { useSettingsDraft } from '../draft';
import { useGate } from '../gate';
import { LockedControl } from '../LockedControl';
import { SaveSettingsButton } from '../SaveSettingsButton';
import { ACCESS_STRINGS as S } from '../strings';
import { FORCED_ROLES } from '../types';
import { useRoles } from '../../access/queries';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { RoleMultiSelect } from './RoleMultiSelect';

const CAPABILITIES = ['create_edit_surveys', 'view_results', 'delete_surveys'] as const;

/**
 * Spec 002 §2.1 Access: the roles given each capability. Editable only on Pro; on Lite each row
 * opens the upgrade modal for 'Manage User Access'.
 */
export default function AccessTab() {
  const { settings, update, errors } = useSettingsDraft();
  const { gate } = useGate();
  const roles = useRoles();
  const access = gate({ feature: S.feature, plan: 'pro' });
  const nameOf = (slug: string) => roles.data?.find((r) => r.slug === slug)?.name ?? slug;

  return (
    <>
      <section className="settings-card" aria-labelledby="settings-access-title">
        <h2 id="settings-access-title">{S.heading}</h2>
        <p>{S.intro}</p>
        <ErrorMessage error={roles.error} />
        {!roles.data && !roles.error && <p role="status">{S.loadingRoles}</p>}
        {roles.data &&
          CAPABILITIES.map((capability) => {
            const selected = [...new Set([...FORCED_ROLES, ...(settings[capability] ?? [])])];
            return (
              <div key={capability} className="settings-access-row">
                {access.kind === 'open' ? (
                  <RoleMultiSelect
                    legend={S.capabilities[capability]}
                    roles={roles.data}
                    selected={selected}
                    forced={FORCED_ROLES}
                    onChange={(next) => update({ [capability]: next })}
                  />
                ) : (
                  <>
                    <p className="settings-label">{S.capabilities[capability]}</p>
                    <LockedControl gate={access} label={S.capabilities[capability]}>
                      {selected.map(nameOf).join(', ')}
                    </LockedControl>
                  </>
                )}
                {errors[capability] && <p className="field-error">{errors[capability]}</p>}
              </div>
            );
          })}
      </section>
      <SaveSettingsButton />
    </>
  );
}
