/** The stylesheet as a string (scripts/build.mjs minifies it; Vite gives it to the tests). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
