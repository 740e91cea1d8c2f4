import { endpointQuery } from '@q/api-client';
import { PERSONAL_API } from '@q/schemas/api/personal';
import { createAppQueryClient } from '@q/ui/app';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ERROR_PARTS, type OwnParts } from '../lib/own-data';

export interface OwnDataLoaderProps {
  /** Called with the person's own parts once answered, or with every part failed. */
  onParts: (parts: OwnParts) => void;
}

/**
 * Reads the signed-in person's own part of the connected data (`GET /api/personal/me`) and hands
 * it to the page; renders nothing. Loaded after the page's first paint, and only for a signed-in
 * person: the sample page, every visitor's first, never pays for TanStack Query. Its data client
 * is its own, made anew for each person (the page mounts it by user).
 */
export default function OwnDataLoader({ onParts }: OwnDataLoaderProps) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <OwnDataReader onParts={onParts} />
    </QueryClientProvider>
  );
}

function OwnDataReader({ onParts }: OwnDataLoaderProps) {
  const { data, status } = useQuery(endpointQuery(PERSONAL_API.ownPersonalData));
  useEffect(() => {
    if (status === 'success') onParts(data);
    else if (status === 'error') onParts(ERROR_PARTS);
  }, [status, data, onParts]);
  return null;
}
