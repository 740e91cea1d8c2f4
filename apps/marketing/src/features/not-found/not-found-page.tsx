import { resolvePostLoginPath, useAuth } from '@q/api-client';
import { ButtonLink, useDocumentTitle } from '@q/ui';
import * as S from './styled';

/** The page a signed-in visitor sees at an unknown path, with the ways back. */
export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  const { user } = useAuth();
  return (
    <S.Wrapper aria-labelledby="not-found-title">
      <S.Code aria-hidden="true">404</S.Code>
      <S.Title id="not-found-title">404 Page Not Found</S.Title>
      <S.Lead>The page you are looking for does not exist or has moved.</S.Lead>
      <S.Actions>
        {user && (
          <ButtonLink href={resolvePostLoginPath({ user })}>Go to your dashboard</ButtonLink>
        )}
        <ButtonLink href="/" variant={user ? 'outline' : 'primary'}>
          Back to the home page
        </ButtonLink>
      </S.Actions>
    </S.Wrapper>
  );
}
