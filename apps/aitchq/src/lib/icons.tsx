import { LineIcon } from '@q/ui';
import type { ReactNode } from 'react';

/** Small stroke icons (24-unit grid), decorative: the text beside them carries the meaning. */
function Icon({ children, size = 18 }: { children: ReactNode; size?: number }) {
  return <LineIcon size={size}>{children}</LineIcon>;
}

export interface IconProps {
  size?: number;
}

export const UsersIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 12 0v1M16 4a4 4 0 0 1 0 8M22 21v-1a6 6 0 0 0-4-5.6" />
  </Icon>
);

export const GiftIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v9H5v-9M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </Icon>
);

export const PlaneIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M17.8 19.2 16 11l3.5-3.5a2.1 2.1 0 0 0-3-3L13 8 4.8 6.2 3 8l7 4-3 3H4l-1 1 4 2 2 4 1-1v-3l3-3 4 7z" />
  </Icon>
);

export const ClockIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const BellIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </Icon>
);

export const SettingsIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </Icon>
);

export const ExternalLinkIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </Icon>
);

export const CheckCircleIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </Icon>
);

export const AlertTriangleIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />
  </Icon>
);

export const XCircleIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="m15 9-6 6M9 9l6 6" />
  </Icon>
);

export const WrenchIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />
  </Icon>
);

export const LightbulbIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2z" />
  </Icon>
);

export const BotIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="4" y="8" width="16" height="12" rx="2" />
    <path d="M12 8V4M8 4h8M9 13v2M15 13v2M2 14h2M20 14h2" />
  </Icon>
);

export const NetworkIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="9" y="2" width="6" height="6" rx="1" />
    <rect x="2" y="16" width="6" height="6" rx="1" />
    <rect x="16" y="16" width="6" height="6" rx="1" />
    <path d="M12 8v4M5 16v-2h14v2" />
  </Icon>
);

export const TargetIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </Icon>
);

export const GraduationCapIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M22 10 12 5 2 10l10 5 10-5zM6 12v5c3 2 9 2 12 0v-5" />
  </Icon>
);

export const ActivityIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M22 12h-4l-3 9L9 3l-3 9H2" />
  </Icon>
);

export const SparklesIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 17l.7 1.8L21.5 19.5l-1.8.7L19 22l-.7-1.8-1.8-.7 1.8-.7z" />
  </Icon>
);

export const SendIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />
  </Icon>
);

export const MinusIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M5 12h14" />
  </Icon>
);

export const ChevronUpIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="m6 15 6-6 6 6" />
  </Icon>
);

export const CloseIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);

export const TrendIcon = ({ size, trend }: IconProps & { trend: 'up' | 'down' | 'stable' }) => (
  <Icon size={size}>
    {trend === 'up' && <path d="m3 17 6-6 4 4 8-8M14 7h7v7" />}
    {trend === 'down' && <path d="m3 7 6 6 4-4 8 8M14 17h7v-7" />}
    {trend === 'stable' && <path d="M3 12h18M16 7l5 5-5 5" />}
  </Icon>
);
