/** The static font catalogue (`fonts.json`), loaded lazily by the widget's font selector. */
declare module '*/fonts.json' {
  const fonts: { family: string; variants: string[] }[];
  export default fonts;
}
