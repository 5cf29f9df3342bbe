import { hearkenRemote } from '@hearken/addon-sdk/vite';

// The admin remote, configured from ../addon.toml: one exposed module per [ui] extension point,
// container `page_pulse`, built into ../ui/. React and React Query come from the admin shell.
export default hearkenRemote({ root: import.meta.dirname });
