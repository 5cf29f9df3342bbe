import { useId, useState } from 'react';
import { useConfig } from '../config/queries';
import { ErrorMessage } from '../ui/ErrorMessage';
import { AddonCard } from './AddonCard';
import { InstallAll } from './InstallAll';
import { LicenseNotice } from './LicenseNotice';
import { useAddons } from './queries';
import { ADDONS_STRINGS as S } from './strings';
import { UploadAddonForm } from './UploadAddonForm';
import { UpgradeThanksModal } from './UpgradeThanksModal';
import { useUpgradeReturn } from './upgradeReturn';

/**
 * `/addons` (spec 2.2). Installing and activating change the screen in place (no page reload, as
 * the spec had): the scroll position stays, and an activated add-on's pages join the menu.
 */
export default function AddonsScreen() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const addons = useAddons();
  const config = useConfig();
  const upgradeReturn = useUpgradeReturn();
  const needle = search.trim().toLowerCase();
  const shown = addons.data?.filter((addon) => addon.title.toLowerCase().includes(needle)) ?? [];

  return (
    <div className="addons-screen">
      <title>{`${S.heading} ‹ Hearken`}</title>
      <h1>{S.heading}</h1>
      {config.data && <LicenseNotice config={config.data} />}
      {config.data?.is_licensed && addons.data && <InstallAll addons={addons.data} />}
      <div className="field addons-search">
        <label htmlFor={searchId}>{S.search}</label>
        <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <ErrorMessage error={addons.error} />
      {addons.isPending && <p role="status">{S.loading}</p>}
      {addons.data && shown.length === 0 && <p>{S.noMatch}</p>}
      <ul className="addons-grid">
        {shown.map((addon) => (
          <li key={addon.slug}>
            <AddonCard addon={addon} />
          </li>
        ))}
      </ul>
      <UploadAddonForm />
      {upgradeReturn.returned && <UpgradeThanksModal onClose={upgradeReturn.dismiss} />}
    </div>
  );
}
