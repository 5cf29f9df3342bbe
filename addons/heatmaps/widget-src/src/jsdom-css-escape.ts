// Runs before the widget module's tests (package.json's hearken.widget.setupFiles). jsdom has no
// `CSS` namespace; the selectors need `CSS.escape`, which every browser has. This one escapes what
// the tests' ids use (punctuation and a leading digit), as the CSSOM's does.
if (typeof globalThis.CSS?.escape != 'function') {
  globalThis.CSS = {
    escape: (value: string) =>
      value.replace(/^\d/, (digit) => `\\3${digit} `).replace(/[^\w-\u0080-\uffff]/g, (c) => `\\${c}`),
  } as typeof CSS;
}
