declare module '*.css?inline' {
  const css: string;
  export default css;
}

/** A stylesheet's text as written, unprocessed (for tests that read what it declares). */
declare module '*.css?raw' {
  const css: string;
  export default css;
}
