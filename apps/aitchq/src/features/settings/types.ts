import type { SystemType } from '@q/schemas/enums';

/** One integration type as the screen shows it. */
export interface SystemTypeKey {
  type: SystemType;
  label: string;
}
