import type { ReactNode } from 'react';

export interface LineIconProps {
  /** The icon's paths, drawn on a 24-unit grid. */
  children: ReactNode;
  /** Width and height in pixels; 16 by default. */
  size?: number;
}

/**
 * The frame of every line icon in the suite: a 24-unit stroke drawing in the current text
 * colour. Decorative (hidden from assistive technology): the text beside it says what it means.
 */
export function LineIcon({ children, size = 16 }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
