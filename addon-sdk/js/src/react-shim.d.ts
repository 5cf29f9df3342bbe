// Lets this package type-check on its own: it has no runtime dependency on React and does not
// install @types/react. Only `ReactNode` is used, through `import type`, so the emitted .d.ts files
// keep `import type { ReactNode } from 'react'`, which an add-on resolves against its own
// @types/react (React 19). This file is a declaration file and is not emitted to dist/.
declare module 'react' {
  export type ReactNode = unknown;
}
