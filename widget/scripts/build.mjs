// Builds widget/dist/: widget.js, the loader (a classic script, IIFE); renderer.js, an ES module
// with Preact and the stylesheet (minified, as a string the renderer puts in its Shadow DOM); and
// page.js, the ES module that runs page-scoped widget modules.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

const dist = new URL('../dist/', import.meta.url).pathname;

/**
 * `import css from './x.css?inline'`: the file, minified, as the module's default string, with its
 * `@import`s inlined (the design tokens' defaults, from @hearken/addon-sdk).
 */
const inlineCss = {
  name: 'inline-css',
  setup(b) {
    b.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: new URL(args.path.replace(/\?inline$/, ''), `file://${args.resolveDir}/`).pathname,
      namespace: 'inline-css',
    }));
    b.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const { outputFiles, metafile } = await build({
        entryPoints: [args.path],
        bundle: true,
        minify: true,
        write: false,
        metafile: true,
        outdir: dist,
        logLevel: 'silent',
      });
      return { contents: outputFiles[0].text.trim(), loader: 'text', watchFiles: Object.keys(metafile.inputs) };
    });
  },
};

const common = {
  bundle: true,
  minify: true,
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'info',
  define: { 'process.env.NODE_ENV': '"production"' },
};

await rm(dist, { recursive: true, force: true });
await build({
  ...common,
  entryPoints: { widget: 'src/loader/index.ts' },
  format: 'iife',
  outdir: dist,
});
await build({
  ...common,
  entryPoints: { renderer: 'src/renderer/index.ts' },
  format: 'esm',
  splitting: true,
  chunkNames: '[name]',
  // Classic JSX (h calls, as tsconfig.json says): smaller than the automatic runtime's objects.
  jsx: 'transform',
  jsxFactory: 'h',
  jsxFragment: 'Fragment',
  plugins: [inlineCss],
  outdir: dist,
});
// The page runtime (src/page/) and the outbox (src/loader/outbox.ts) are builds of their own, so
// they share no chunk with the renderer: a page view with page modules and no survey fetches
// page.js and nothing of the renderer's; the loader imports outbox.js beside the renderer, or
// alone on a page view that finds responses left over.
await build({
  ...common,
  entryPoints: { page: 'src/page/index.ts', outbox: 'src/loader/outbox.ts' },
  format: 'esm',
  outdir: dist,
});
