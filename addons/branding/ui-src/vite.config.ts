import { hearkenRemote } from '@hearken/addon-sdk/vite';

// The admin remote of the Branding add-on, configured from ../addon.toml: one exposed module per
// [ui] extension point (the settings step's Theming card), container `branding`, built into
// ../ui/. React and React Query come from the shell. The card's preview bundles the add-on's
// widget module from ../widget-src/src (the code visitors run) and imports the widget's renderer
// from the host at run time. Tests run the card as plain React in jsdom, after vitest.setup.ts.
export default hearkenRemote({ root: import.meta.dirname });
