/** Generated per build by vite.config.ts (`besideScriptLoaders`), from `BESIDE_SCRIPT`. */
declare module 'virtual:beside-script-loaders' {
  export const besideScriptLoaders: Record<import('./beside-script-files').BesideScriptName, () => Promise<unknown>>;
}
