import type { Role } from '@q/schemas/enums';

export interface Persona {
  name: string;
  title: string;
}

export interface Greeting {
  /** 'Welcome back, Jordan Lee' or 'Welcome, Taylor Brooks'. */
  text: string;
  /** The line under the greeting: the user's role, or the persona's title. */
  detail: string;
  initials: string;
  /** Nobody is signed in: the dashboard shows the sample persona. */
  isSample: boolean;
}

const ROLE_LABELS: Record<Role, string> = {
  executive: 'Executive',
  manager: 'Manager',
  individual_contributor: 'Individual contributor',
};

/** Up to two initials: the first letters of the first and last names ('Jordan Lee' → 'JL'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
}

/** Whom the header greets: the signed-in user by name, otherwise the sample persona. */
export function greetingFor(
  user: { name: string; role: Role } | null | undefined,
  persona: Persona,
): Greeting {
  if (user) {
    return {
      text: `Welcome back, ${user.name}`,
      detail: ROLE_LABELS[user.role],
      initials: initials(user.name),
      isSample: false,
    };
  }
  return {
    text: `Welcome, ${persona.name}`,
    detail: `${persona.title} · sample persona`,
    initials: initials(persona.name),
    isSample: true,
  };
}
