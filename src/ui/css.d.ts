/** A stylesheet imported as its text (Vite's `?inline`), minified by the build. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
