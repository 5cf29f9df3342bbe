import { hearkenRemote } from '@hearken/addon-sdk/vite';
import { templateDefines } from './templateKeys.ts';

// The admin remote of the Additional Templates add-on, configured from ../addon.toml: one exposed
// module per [ui] extension point, container `templates`, built into ../ui/. React and React Query
// come from the shell (the card's queries live in the shell's QueryClient). The build and the tests
// both get the add-on's template keys.
export default hearkenRemote({ root: import.meta.dirname }, { define: templateDefines() });
