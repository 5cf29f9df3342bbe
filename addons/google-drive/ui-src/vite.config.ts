import { hearkenRemote } from '@hearken/addon-sdk/vite';

// The admin remote of the Google Drive add-on, configured from ../addon.toml: one exposed module
// per [ui] extension point (the settings tab ./DriveSettings and the notifications step's card
// ./DriveCard), container `google_drive`, built into ../ui/. React and React Query come from the
// shell. Tests run both parts as plain React in jsdom, after vitest.setup.ts.
export default hearkenRemote({ root: import.meta.dirname });
