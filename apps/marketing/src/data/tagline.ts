/** The product's tagline (docs/behaviour.md §1). */
export const TAGLINE = 'Signals become solutions when the right context meets the right action.';
