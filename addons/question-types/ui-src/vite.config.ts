import { hearkenRemote } from '@hearken/addon-sdk/vite';

// The admin remote of the Question Types add-on, configured from ../addon.toml: one exposed module
// per [ui] extension point, container `question_types`, built into ../ui/ (what `hearken addon pack`
// takes into the package and the host serves at /addons/question-types/ui/). React comes from the
// shell. Tests run the editors as plain React in jsdom, after vitest.setup.ts.
export default hearkenRemote({ root: import.meta.dirname });
