import { useAuth } from '@q/api-client';
import { PageDescription, PageTitle } from '@q/ui';
import { useEffect } from 'react';
import { greetingFor, type Persona } from './greeting';
import * as S from './styled';

const PAGE_TITLE = 'Personal Dashboard';

/** The dashboard's title and subtitle, and a greeting: the user by name, or the sample persona. */
export function DashboardHeader({ persona }: { persona: Persona }) {
  const { user } = useAuth();
  const greeting = greetingFor(user, persona);
  useEffect(() => {
    document.title = `${PAGE_TITLE} — eyeQ`;
  }, []);
  return (
    <S.Head>
      <S.TitleBlock>
        <PageTitle>{PAGE_TITLE}</PageTitle>
        <PageDescription>Your personal workspace for growth and impact</PageDescription>
      </S.TitleBlock>
      <S.Person>
        <S.Avatar aria-hidden="true">{greeting.initials}</S.Avatar>
        <S.PersonText>
          <S.GreetingText>{greeting.text}</S.GreetingText>
          <S.Detail>
            {greeting.detail}
            {greeting.isSample && (
              <>
                {' · '}
                <a href="/login?redirect=eyeq">Sign in</a>
              </>
            )}
          </S.Detail>
        </S.PersonText>
      </S.Person>
    </S.Head>
  );
}
