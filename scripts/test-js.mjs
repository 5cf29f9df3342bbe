// @ts-check
/**
 * Every front-end unit test in one vitest run: the SDK's JS package, the admin shell, the widget,
 * and each add-on workspace's front ends as `hearken-addon test` would run them (one project per
 * front end, named `<folder>:ui` or `<folder>:widget`). One run starts vitest and its workers once
 * instead of once per workspace (14 starts took 7 minutes of a fresh `make test`).
 *
 * Usage: node scripts/test-js.mjs <add-on folder>... [-- vitest options]
 * A workspace's own `npm test` still runs that workspace alone.
 */
import { relative, resolve } from 'node:path';
import { parseCLI, startVitest } from 'vitest/node';
import { frontEnds, testProjects } from '../addon-sdk/js/vite/addon.js';

const root = resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const split = argv.indexOf('--');
const addonDirs = split === -1 ? argv : argv.slice(0, split);
const vitestArgs = split === -1 ? [] : argv.slice(split + 1);

/** @type {(string | import('vitest/config').TestProjectInlineConfiguration)[]} */
const projects = ['addon-sdk/js', 'admin-shell', 'widget'].map((dir) => resolve(root, dir));
for (const dir of addonDirs) {
  projects.push(...testProjects(frontEnds(resolve(root, dir)), `${relative(root, resolve(root, dir))}:`));
}

// Both cores: vitest's default leaves one free, which halves a CI machine's two.
const { filter, options } = parseCLI(['vitest', 'run', '--maxWorkers=2', ...vitestArgs]);
const vitest = await startVitest('test', filter, { ...options, config: false, root }, { test: { projects } });
await vitest.close();
// Exits at once, as vitest's own command does: a test run may leave timers of the code it ran.
process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
