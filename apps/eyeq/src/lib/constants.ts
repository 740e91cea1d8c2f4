/** Figures and texts of the personal dashboard (docs/behaviour.md §9), in one place. */

/** The learning stipend of the Career Progression card, in US dollars a year. */
export const LEARNING_STIPEND_USD_PER_YEAR = 2000;

/** What a Quick Action says about itself: none of them does anything yet (docs/behaviour.md §2). */
export const COMING_SOON = 'Coming soon';
