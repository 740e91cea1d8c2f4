/** The product's tagline (SPEC §1). */
export const TAGLINE = 'Signals become solutions when the right context meets the right action.';
