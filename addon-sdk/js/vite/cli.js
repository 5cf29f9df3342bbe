// @ts-check
/**
 * `hearken-addon build | test | typecheck`, run in an add-on folder (npm runs a package's scripts
 * there): type-checks, tests and builds its front ends with the SDK's presets, so the folder holds
 * no tsconfig.json, vite.config.ts or vitest setup of its own.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { createBuilder } from 'vite';
import { frontEnds, testProjects } from './addon.js';

/** @typedef {import('./index.js').FrontEnd} FrontEnd */

const USAGE = `Usage: hearken-addon <command> [options], in an add-on folder (beside addon.toml)

  build       type-check, then build ui-src/ into ui/ and widget-src/ into widget/
  test        run the front ends' tests once (vitest; its options and file filters follow)
  typecheck   type-check ui-src/ and widget-src/ (tsc)

Settings of the add-on's own: the "hearken" section of its package.json (see @hearken/addon-sdk's README).`;

/**
 * Runs one command in the add-on folder `dir`; resolves to the process's exit code.
 * @param {string[]} args the command and its options, as typed after `hearken-addon`
 * @param {string} [dir]
 * @returns {Promise<number>}
 */
export async function main(args, dir = process.cwd()) {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (!['build', 'test', 'typecheck'].includes(command)) {
    console.error(`hearken-addon: no command "${command}".\n\n${USAGE}`);
    return 2;
  }
  let fronts;
  try {
    fronts = frontEnds(dir);
  } catch (e) {
    console.error(`hearken-addon: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
  if (fronts.length === 0) {
    console.error(`hearken-addon: ${resolve(dir)} has neither ui-src/ nor widget-src/: nothing to ${command}.`);
    return 1;
  }
  switch (command) {
    case 'typecheck':
      return typecheck(dir, fronts);
    case 'test':
      return test(dir, fronts, rest);
    default:
      return typecheck(dir, fronts) || (await build(fronts));
  }
}

/**
 * The tsconfig.json TypeScript reads for front end `front` of the add-on in `dir`: the SDK's preset
 * over the front end's `src/`. It is written under the add-on's node_modules/.cache, so that the
 * type packages the preset names resolve from the add-on as its sources' imports do.
 * @param {string} dir
 * @param {FrontEnd} front
 * @returns {string} the file written
 */
export function writeTsconfig(dir, front) {
  const file = join(resolve(dir), 'node_modules/.cache/hearken-addon', `tsconfig.${front.kind}.json`);
  mkdirSync(dirname(file), { recursive: true });
  const config = { extends: front.tsconfig, include: [join(front.root, 'src')] };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/**
 * @param {string} dir
 * @param {FrontEnd[]} fronts
 * @returns {number}
 */
function typecheck(dir, fronts) {
  const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
  for (const front of fronts) {
    const run = spawnSync(process.execPath, [tsc, '-p', writeTsconfig(dir, front)], { stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`hearken-addon: ${front.root} does not type-check.`);
      return run.status ?? 1;
    }
  }
  return 0;
}

/**
 * Each front end's builds in order, as `vite build` runs one.
 * @param {FrontEnd[]} fronts
 * @returns {Promise<number>}
 */
async function build(fronts) {
  for (const front of fronts) {
    for (const config of front.builds) {
      try {
        const builder = await createBuilder(config, null);
        await builder.buildApp();
      } catch (e) {
        console.error(`hearken-addon: building ${front.root} failed:`, e);
        return 1;
      }
    }
  }
  return 0;
}

/**
 * One vitest run with a project per front end (named `ui` and `widget` in its output); `args` are
 * vitest's own, as after `vitest run`.
 * @param {string} dir
 * @param {FrontEnd[]} fronts
 * @param {string[]} args
 * @returns {Promise<number>}
 */
async function test(dir, fronts, args) {
  const { parseCLI, startVitest } = await import('vitest/node');
  const { filter, options } = parseCLI(['vitest', 'run', ...args]);
  const vitest = await startVitest('test', filter, { ...options, config: false, root: resolve(dir) }, { test: { projects: testProjects(fronts) } });
  if (vitest.shouldKeepServer()) return new Promise(() => {});
  await vitest.close();
  return typeof process.exitCode === 'number' ? process.exitCode : 0;
}
