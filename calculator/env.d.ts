/**
 * What `import script from "./x?lazy-script"` gives (vite.site.config.ts builds x.ts as a script of its own): its
 * URL, relative to the page, and the global variable it leaves its exports in (calculator/lazy-script.ts).
 */
declare module "*?lazy-script" {
  const script: { readonly url: string; readonly global: string };
  export default script;
}
