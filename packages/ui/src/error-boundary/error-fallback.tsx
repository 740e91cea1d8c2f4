import { Button } from '../button';
import * as S from './styled';

export interface ErrorFallbackProps {
  error: Error;
  /** Clears the error so the boundary renders its children again. */
  resetErrorBoundary: () => void;
}

/** The card shown in place of a widget that failed to render. */
export function ErrorFallback({ error, resetErrorBoundary }: ErrorFallbackProps) {
  return (
    <S.Card role="alert">
      <S.Title>Something went wrong</S.Title>
      <S.Message>An unexpected error occurred while loading this component.</S.Message>
      <S.Details>
        <summary>Error details</summary>
        <S.ErrorText>{error.message}</S.ErrorText>
      </S.Details>
      <S.Actions>
        <Button variant="outline" size="sm" onClick={resetErrorBoundary}>
          Try again
        </Button>
      </S.Actions>
    </S.Card>
  );
}
