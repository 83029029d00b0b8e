/**
 * Every property test runs from a fixed seed, so a run is reproducible and a failure can be replayed: fast-check
 * prints the seed and path of a failing property. FC_SEED=<n> tries another seed; a test that passes its own
 * `seed` keeps it.
 */
import fc from "fast-check";

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261123) });
