import { PageHeader } from '@q/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ArrowLeftIcon } from './icons';

export interface QubePageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  /** Sub-pages lead back to /qube. */
  hasBackLink?: boolean;
}

/** A Qube page's header (the kit's `PageHeader`); on sub-pages, with the way back to /qube. */
export function QubePageHeader({ hasBackLink = false, ...header }: QubePageHeaderProps) {
  return (
    <PageHeader
      appName="Qube"
      backLink={
        hasBackLink && (
          <Link to="/qube">
            <ArrowLeftIcon />
            Back to Dashboard
          </Link>
        )
      }
      {...header}
    />
  );
}
