/** The dashboard's sections below the first screen and its assistant: a chunk of their own. */
export const loadLaterSections = () => import('./dashboard-later-sections');
