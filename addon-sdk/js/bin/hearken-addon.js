#!/usr/bin/env node
// @ts-check
// `hearken-addon build | test | typecheck` in an add-on folder: see ../vite/cli.js.
import { main } from '../vite/cli.js';

// Exits at once, as vitest's own command does: a test run may leave timers of the code it ran.
process.exit(await main(process.argv.slice(2)));
