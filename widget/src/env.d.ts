/** The stylesheet as a string (scripts/build.mjs minifies it; Vite gives it to the tests). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}

/** Vite's import of many files at once (the tests read widget/locales/ with it). */
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
}
