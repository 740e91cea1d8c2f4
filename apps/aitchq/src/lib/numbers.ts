/** A number the server carries as a numeric string ('65.00'); 0 when it is not a number. */
export function numberFromString(value: string): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}
