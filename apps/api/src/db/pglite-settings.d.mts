/** PGlite's start parameters (`pglite-settings.mjs`). */
export declare const PGLITE_START_PARAMS: readonly string[];
