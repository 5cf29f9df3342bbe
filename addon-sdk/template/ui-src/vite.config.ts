import { hearkenRemote } from '@hearken/addon-sdk/vite';

// The admin remote, configured from ../addon.toml: one exposed module per [ui] extension point,
// container `__SCOPE__`, built into ../ui/. React and React Query come from the admin shell.
export default hearkenRemote({ root: import.meta.dirname });
