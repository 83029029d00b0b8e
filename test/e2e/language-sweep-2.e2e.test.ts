/**
 * The language sweep's file 2 of 4: each language's layout on one page a language (sweeps/language-page.ts), for the
 * languages languages.ts `sweepShard` gives this file. The sweep is cut into files so that the run's two workers
 * share it (vitest.e2e.config.ts starts these first).
 */
import { sweepShard } from "./languages";
import { sweepLanguages } from "./sweeps/language-page";

sweepLanguages(sweepShard(2));
