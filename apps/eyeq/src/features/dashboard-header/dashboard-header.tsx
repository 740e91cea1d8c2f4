import { useAuth } from '@q/api-client';
import { signInPath } from '@q/schemas/apps';
import { PageHeader } from '@q/ui';
import { type Greeting, greetingFor, type Persona } from './greeting';
import * as S from './styled';

/** The dashboard's title and subtitle, and a greeting: the user by name, or the sample persona. */
export function DashboardHeader({ persona }: { persona: Persona }) {
  const { user } = useAuth();
  const greeting = greetingFor(user, persona);
  return (
    <PageHeader
      title="Personal Dashboard"
      appName="eyeQ"
      description="Your personal workspace for growth and impact"
      actions={<Person greeting={greeting} />}
    />
  );
}

/** Who is looking: initials, the greeting, and the way to sign in while it is the persona. */
function Person({ greeting }: { greeting: Greeting }) {
  return (
    <S.Person>
      <S.Avatar aria-hidden="true">{greeting.initials}</S.Avatar>
      <S.PersonText>
        <S.GreetingText>{greeting.text}</S.GreetingText>
        <S.Detail>
          {greeting.detail}
          {greeting.isSample && (
            <>
              {' · '}
              <a href={signInPath('eyeq')}>Sign in</a>
            </>
          )}
        </S.Detail>
      </S.PersonText>
    </S.Person>
  );
}
