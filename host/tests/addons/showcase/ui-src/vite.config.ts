import { hearkenRemote } from '@hearken/addon-sdk/vite';

// The admin remote of the Showcase test add-on, configured from ../addon.toml: container
// `showcase`, one exposed module per [ui] extension point, built into ../ui/.
export default hearkenRemote({ root: import.meta.dirname });
