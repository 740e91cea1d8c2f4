import { Button } from '@q/ui';
import styled from 'styled-components';

/**
 * Says that a page's figures could not be loaded and that it shows the sample instead, with the
 * cause and a way to ask again.
 */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Failure role="alert">
      <span>
        The company's figures could not be loaded ({message}); the page shows sample data.
      </span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Failure>
  );
}

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.dangerText};
  /* A cause may be one long word (a JSON body): it wraps rather than widen a narrow screen. */
  overflow-wrap: anywhere;
`;
