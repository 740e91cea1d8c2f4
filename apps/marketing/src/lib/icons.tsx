import { LineIcon } from '@q/ui';
import type { ReactNode } from 'react';

/** Small line icons in the current text colour. Decorative: the text beside them says it. */
function Icon({ children, size = 20 }: { children: ReactNode; size?: number }) {
  return <LineIcon size={size}>{children}</LineIcon>;
}

export const ArrowRightIcon = () => (
  <Icon size={16}>
    <path d="M5 12h14M12 5l7 7-7 7" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon size={16}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon size={18}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon size={14}>
    <path d="M9 5v14M15 5v14" />
  </Icon>
);

export const PlayIcon = () => (
  <Icon size={14}>
    <path d="m7 4 13 8-13 8V4z" />
  </Icon>
);

export const PlugIcon = () => (
  <Icon>
    <path d="M9 2v6M15 2v6M6 8h12v4a6 6 0 0 1-12 0V8zM12 18v4" />
  </Icon>
);

export const UsersIcon = () => (
  <Icon>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </Icon>
);

export const SparklesIcon = () => (
  <Icon>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9L12 3z" />
    <path d="M19 16v4M17 18h4" />
  </Icon>
);

export const TargetIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </Icon>
);

export const LayersIcon = () => (
  <Icon>
    <path d="m12 2 10 5-10 5L2 7l10-5z" />
    <path d="m2 17 10 5 10-5M2 12l10 5 10-5" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
  </Icon>
);
