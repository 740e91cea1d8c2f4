/** Display formats the pages write inline, named once for the reports. */

export const percent = (value: number) => `${value}%`;
export const days = (value: number) => `${value} days`;
export const months = (value: number) => `${value} months`;
/** A return on spend as the page writes it: 4.1x. */
export const multiple = (value: number) => `${value.toFixed(1)}x`;
