// The virtual module web/scripts/credits.mjs serves at build time.
declare module 'virtual:lorewright-credits' {
  export const credits: import('./types').Credits;
}
