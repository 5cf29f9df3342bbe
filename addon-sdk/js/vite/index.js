// @ts-check
// Types: index.d.ts. Plain JavaScript on purpose: Vite loads a vite.config.ts's packages with
// Node itself, which runs no TypeScript.
export { hearkenRemote, SHELL_SHARED } from './remote.js';
export { hearkenWidget } from './widget.js';
export { readManifest, containerName } from './manifest.js';
export { frontEnds, frontEnd, readBuildOptions } from './addon.js';
