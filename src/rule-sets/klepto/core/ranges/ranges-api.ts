/** The Kleptonomicon's Score Range shorthand as the API offers it (`api.ranges`), assembled from the modules that declare it. */
import * as typesModule from "./types";
import * as parseBracketModule from "./parse-bracket";
import * as parseRangesModule from "./parse-ranges";
import * as matchRangesModule from "./match-ranges";
import * as coverageModule from "./coverage";
import * as formatRangesModule from "./format-ranges";
import * as standardRangesModule from "./standard-ranges";

export const ranges = {
  ...typesModule,
  ...parseBracketModule,
  ...parseRangesModule,
  ...matchRangesModule,
  ...coverageModule,
  ...formatRangesModule,
  ...standardRangesModule,
};
