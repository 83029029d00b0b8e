/**
 * What `import script from "./x?lazy-script"` gives (vite.site.config.ts builds x.ts as a script of its own): its
 * URL, relative to the page, and the global variable it leaves its exports in (calculator/lazy-script.ts).
 */
declare module "*?lazy-script" {
  const script: { readonly url: string; readonly global: string };
  export default script;
}

/**
 * The script of each language but English (vite.site.config.ts `languageScripts`): its URL, relative to the page,
 * and the global variable it leaves its words in (calculator/language-scripts.ts loads it).
 */
declare module "virtual:indie-dice-language-scripts" {
  const scripts: Readonly<Record<string, { readonly url: string; readonly global: string }>>;
  export default scripts;
}

/** A template compiled when the site is built (vite.site.config.ts `precompiledTemplates`), for Handlebars' runtime. */
declare module "*.hbs?precompiled" {
  const spec: TemplateSpecification;
  export default spec;
}
