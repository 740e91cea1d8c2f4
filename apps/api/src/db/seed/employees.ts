import { and, eq, inArray } from 'drizzle-orm';
import { employees, users } from '../schema.js';
import type { Db } from '../types.js';
import { DEMO_ORGANISATION } from './demo-users.js';
import { syncIdSequence } from './fixtures.js';

/**
 * The demo organisation (Acme): the 247 employees of the sample company (docs/behaviour.md §9). The chain of the manager dashboard's
 * team card is written out by hand: Michael Torres (Director of Engineering) → Sarah Chen
 * (Engineering Manager, the demo manager) → her seven direct reports. Everyone else comes from a
 * deterministic generator: the same names, positions and managers on every start.
 *
 * Position texts matter to the team card, which picks the director and the viewer by them:
 * only Sarah's position contains 'Engineering Manager' (other managers are 'Manager, <team>').
 */

export const DEMO_EMPLOYEE_COUNT = 247;

/** The demo manager, whose team the signed-out dashboard shows. */
export const DEMO_MANAGER_EMAIL = 'sarah.chen@acme.example';

export interface EmployeeFixture {
  id: number;
  name: string;
  position: string;
  department: string;
  managerId: number | null;
  /** Demo account of this employee, by email. */
  userEmail?: string;
}

/** A node of the organisation tree; nodes without a name get one from the generator. */
interface OrgNode {
  position: string;
  name?: string;
  userEmail?: string;
  reports?: OrgNode[];
}

type Department = { name: string; head: OrgNode };

/** `count` individual contributors with the given position (names generated). */
const ics = (position: string, count: number): OrgNode[] =>
  Array.from({ length: count }, () => ({ position }));

/** A manager with a team of individual contributors: `[position, count]` pairs. */
const team = (
  position: string,
  members: readonly (readonly [string, number])[],
  extra: Partial<OrgNode> = {},
): OrgNode => ({
  position,
  ...extra,
  reports: members.flatMap(([memberPosition, count]) => ics(memberPosition, count)),
});

const SARAH_TEAM: OrgNode = {
  name: 'Sarah Chen',
  position: 'Engineering Manager',
  userEmail: DEMO_MANAGER_EMAIL,
  reports: [
    { name: 'Marcus Johnson', position: 'Tech Lead' },
    { name: 'Emily Rodriguez', position: 'Senior Software Engineer' },
    { name: 'David Kim', position: 'Senior Software Engineer' },
    { name: 'Aisha Okafor', position: 'Product Designer' },
    { name: 'Jordan Lee', position: 'Software Engineer', userEmail: 'jordan.lee@acme.example' },
    { name: 'Tomás Silva', position: 'Software Engineer' },
    { name: 'Hannah Becker', position: 'QA Engineer' },
  ],
};

const DEPARTMENTS: readonly Department[] = [
  {
    name: 'Engineering',
    head: {
      name: 'Rachel Greenberg',
      position: 'VP of Engineering',
      reports: [
        {
          name: 'Michael Torres',
          position: 'Director of Engineering',
          reports: [
            SARAH_TEAM,
            team(
              'Manager, Data Platform',
              [
                ['Senior Data Engineer', 2],
                ['Data Engineer', 3],
                ['Analytics Engineer', 1],
              ],
              { name: 'Priya Patel', userEmail: 'priya.patel@acme.example' },
            ),
            team('Manager, Payments Engineering', [
              ['Staff Software Engineer', 1],
              ['Senior Software Engineer', 3],
              ['Software Engineer', 3],
            ]),
            team('Manager, Mobile Engineering', [
              ['Senior iOS Engineer', 2],
              ['Senior Android Engineer', 2],
              ['Mobile Engineer', 2],
            ]),
          ],
        },
        {
          position: 'Director of Infrastructure',
          reports: [
            team('Manager, Site Reliability', [
              ['Senior Site Reliability Engineer', 2],
              ['Site Reliability Engineer', 4],
            ]),
            team('Manager, Platform Engineering', [
              ['Staff Software Engineer', 1],
              ['Senior Software Engineer', 3],
              ['Software Engineer', 3],
            ]),
            team('Manager, Developer Experience', [
              ['Senior Software Engineer', 2],
              ['Build & Release Engineer', 3],
            ]),
            team('Manager, Security Engineering', [
              ['Senior Security Engineer', 2],
              ['Security Engineer', 3],
            ]),
            team('Manager, Quality Engineering', [
              ['Senior QA Engineer', 2],
              ['QA Engineer', 3],
            ]),
            team('Manager, Frontend Platform', [
              ['Senior Frontend Engineer', 3],
              ['Frontend Engineer', 3],
            ]),
          ],
        },
        {
          position: 'Director of Data Science',
          reports: [
            team('Manager, Machine Learning', [
              ['Senior Machine Learning Engineer', 2],
              ['Machine Learning Engineer', 4],
            ]),
            team('Manager, Analytics', [
              ['Senior Data Scientist', 2],
              ['Data Analyst', 3],
            ]),
          ],
        },
      ],
    },
  },
  {
    name: 'Product',
    head: {
      position: 'VP of Product',
      reports: [
        team('Director of Product Management', [
          ['Group Product Manager', 1],
          ['Senior Product Manager', 3],
          ['Product Manager', 3],
          ['Associate Product Manager', 1],
        ]),
        {
          position: 'Director of Design',
          reports: [
            team('Manager, Product Design', [
              ['Senior Product Designer', 2],
              ['Product Designer', 3],
              ['Content Designer', 1],
            ]),
            team('Manager, UX Research', [['UX Researcher', 3]]),
          ],
        },
      ],
    },
  },
  {
    name: 'Sales',
    head: {
      position: 'VP of Sales',
      reports: [
        {
          position: 'Director of Sales, North America',
          reports: [
            team('Manager, Enterprise Sales', [['Enterprise Account Executive', 8]]),
            team('Manager, Mid-Market Sales', [['Account Executive', 8]]),
          ],
        },
        {
          position: 'Director of Sales, EMEA',
          reports: [team('Manager, EMEA Sales', [['Account Executive', 6]])],
        },
        team('Manager, Sales Development', [
          ['Senior Sales Development Representative', 3],
          ['Sales Development Representative', 9],
        ]),
        team('Director of Sales Engineering', [
          ['Senior Solutions Engineer', 2],
          ['Solutions Engineer', 4],
        ]),
        team('Manager, Revenue Operations', [
          ['Revenue Operations Analyst', 2],
          ['Sales Operations Specialist', 1],
        ]),
      ],
    },
  },
  {
    name: 'Marketing',
    head: {
      position: 'VP of Marketing',
      reports: [
        team('Director of Product Marketing', [
          ['Senior Product Marketing Manager', 2],
          ['Product Marketing Manager', 3],
        ]),
        team('Manager, Demand Generation', [
          ['Demand Generation Manager', 2],
          ['Marketing Operations Specialist', 2],
          ['Growth Marketer', 1],
        ]),
        team('Manager, Content & Brand', [
          ['Content Strategist', 2],
          ['Brand Designer', 1],
          ['Copywriter', 1],
        ]),
      ],
    },
  },
  {
    name: 'Customer Success',
    head: {
      position: 'VP of Customer Success',
      reports: [
        {
          position: 'Director of Customer Success',
          reports: [
            team('Manager, Enterprise Customer Success', [
              ['Senior Customer Success Manager', 3],
              ['Customer Success Manager', 4],
            ]),
            team('Manager, Growth Customer Success', [['Customer Success Manager', 7]]),
          ],
        },
        team('Manager, Technical Support', [
          ['Senior Support Engineer', 3],
          ['Support Engineer', 6],
        ]),
        team('Manager, Customer Education', [
          ['Technical Writer', 1],
          ['Customer Education Specialist', 2],
        ]),
      ],
    },
  },
  {
    name: 'People',
    head: {
      position: 'VP of People',
      reports: [
        team('Manager, Talent Acquisition', [
          ['Senior Technical Recruiter', 2],
          ['Technical Recruiter', 3],
          ['Recruiting Coordinator', 1],
        ]),
        team('Manager, People Operations', [
          ['HR Business Partner', 2],
          ['People Operations Specialist', 1],
          ['Payroll Specialist', 1],
        ]),
        team('Manager, Learning & Development', [['Learning & Development Partner', 2]]),
      ],
    },
  },
  {
    name: 'Finance & Operations',
    head: {
      position: 'Chief Financial Officer',
      reports: [
        team('Director of Finance', [
          ['Senior FP&A Analyst', 1],
          ['FP&A Analyst', 2],
          ['Senior Accountant', 1],
          ['Accountant', 2],
        ]),
        team('General Counsel', [
          ['Corporate Counsel', 1],
          ['Legal Operations Specialist', 1],
          ['Compliance Manager', 1],
        ]),
        team('Manager, IT & Workplace', [
          ['IT Support Specialist', 3],
          ['Workplace Coordinator', 1],
        ]),
      ],
    },
  },
];

const EXECUTIVE_OFFICE: OrgNode = {
  name: 'Alex Morgan',
  position: 'Chief Executive Officer',
  userEmail: 'alex.morgan@acme.example',
  reports: [{ position: 'Chief of Staff' }, { position: 'Executive Assistant' }],
};

const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Ava',
  'Noah',
  'Mia',
  'Ethan',
  'Sofia',
  'Lucas',
  'Amara',
  'Mateo',
  'Chloe',
  'Arjun',
  'Zoe',
  'Kenji',
  'Leah',
  'Omar',
  'Grace',
  'Diego',
  'Nora',
  'Samuel',
  'Isabel',
  'Wei',
  'Fatima',
  'Gabriel',
  'Hana',
  'Elijah',
  'Maya',
  'Ravi',
  'Clara',
  'Felix',
  'Yara',
  'Owen',
  'Ingrid',
  'Kwame',
  'Lucia',
  'Ben',
  'Naomi',
  'Andre',
  'Julia',
  'Hiroshi',
  'Elena',
  'Isaac',
  'Rosa',
  'Victor',
  'Anika',
  'Caleb',
  'Lena',
  'Malik',
  'Sara',
  'Theo',
] as const;

const LAST_NAMES = [
  'Nguyen',
  'Smith',
  'Garcia',
  'Müller',
  'Brown',
  'Rossi',
  'Tanaka',
  'Wilson',
  'Hernandez',
  'Kowalski',
  'Anderson',
  'Singh',
  'Martin',
  'Lopez',
  'Thompson',
  'Ivanova',
  'Clark',
  'Mensah',
  'Lewis',
  'Sato',
  'Walker',
  'Costa',
  'Hall',
  'Andersson',
  'Young',
  'Khan',
  'Allen',
  'Dubois',
  'Wright',
  'Park',
  'Scott',
  'Jensen',
  'Green',
  'Ahmed',
  'Baker',
  'Moreau',
  'Adams',
  'Yilmaz',
  'Nelson',
  'Fischer',
  'Hill',
  'Ramirez',
  'Campbell',
  'Novak',
  'Mitchell',
  'Haddad',
  'Roberts',
  'Carter',
  'Phillips',
  'Evans',
  'Turner',
] as const;

/**
 * The n-th generated name. With 50 first and 51 last names (coprime), n ↦ (n mod 50, n mod 51)
 * gives 2,550 distinct pairs before repeating; the strides only spread neighbours apart.
 */
function generatedName(n: number): string {
  const first = FIRST_NAMES[(n * 7) % FIRST_NAMES.length];
  const last = LAST_NAMES[(n * 11) % LAST_NAMES.length];
  return `${first} ${last}`;
}

/** The whole organisation, ids in depth-first order from the CEO (1). */
export function buildDemoEmployees(): EmployeeFixture[] {
  const root: OrgNode = {
    ...EXECUTIVE_OFFICE,
    reports: [...(EXECUTIVE_OFFICE.reports ?? []), ...DEPARTMENTS.map((d) => d.head)],
  };
  const departmentOf = new Map<OrgNode, string>(DEPARTMENTS.map((d) => [d.head, d.name]));
  const handNamed = new Set<string>();
  const collect = (node: OrgNode) => {
    if (node.name) handNamed.add(node.name);
    node.reports?.forEach(collect);
  };
  collect(root);

  const result: EmployeeFixture[] = [];
  let nameCursor = 0;
  const nextName = () => {
    for (;;) {
      const name = generatedName(nameCursor++);
      if (!handNamed.has(name)) return name;
    }
  };
  const visit = (node: OrgNode, managerId: number | null, department: string) => {
    const id = result.length + 1;
    const fixture: EmployeeFixture = {
      id,
      name: node.name ?? nextName(),
      position: node.position,
      department,
      managerId,
    };
    if (node.userEmail) fixture.userEmail = node.userEmail;
    result.push(fixture);
    for (const report of node.reports ?? []) {
      visit(report, id, departmentOf.get(report) ?? department);
    }
  };
  visit(root, null, 'Executive Office');

  if (result.length !== DEMO_EMPLOYEE_COUNT) {
    throw new Error(`demo organisation has ${result.length} employees, not ${DEMO_EMPLOYEE_COUNT}`);
  }
  return result;
}

export async function seedEmployees(db: Db): Promise<void> {
  const fixtures = buildDemoEmployees();
  const present = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      inArray(
        employees.id,
        fixtures.map(({ id }) => id),
      ),
    );
  // Every start after the first: nothing is missing.
  if (present.length === fixtures.length) return;
  const emails = fixtures.flatMap((f) => (f.userEmail ? [f.userEmail] : []));
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.organisationId, DEMO_ORGANISATION.id), inArray(users.email, emails)));
  const userIdByEmail = new Map(accounts.map((a) => [a.email, a.id]));
  // One statement: the self-references are checked at its end, so order within it is free.
  await db
    .insert(employees)
    .values(
      fixtures.map(({ userEmail, ...fixture }) => ({
        ...fixture,
        avatar: null,
        userId: (userEmail && userIdByEmail.get(userEmail)) || null,
      })),
    )
    .onConflictDoNothing({ target: employees.id });
  await syncIdSequence(db, employees);
}
