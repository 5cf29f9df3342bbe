import { hearkenRemote } from '@hearken/addon-sdk/vite';

// The admin remote of the Post Ratings add-on, configured from ../addon.toml: one exposed module
// per [ui] extension point (the `route` module ./PostRatings, which routes the area's own pages),
// container `post_ratings`, built into ../ui/. React, React Router and React Query come from the
// shell. Tests run the pages as plain React in jsdom, after vitest.setup.ts.
export default hearkenRemote({ root: import.meta.dirname });
