import type { ToolStatus } from '@q/schemas/enums';
import type { Tool } from '@q/schemas/manager';

/** A tool counts as online only when it is operational. */
export function isToolOnline(status: ToolStatus): boolean {
  return status === 'operational';
}

/** The header badge: how many tools are online out of all of them. */
export function onlineSummary(tools: readonly Pick<Tool, 'status'>[]): {
  online: number;
  total: number;
} {
  return { online: tools.filter((tool) => isToolOnline(tool.status)).length, total: tools.length };
}
