import type { PersonalResources } from '@q/schemas/personal';
import { BulletList, CardSection } from '../../lib/card-parts';
import { DashboardCard } from '../../lib/dashboard-card';
import * as S from './styled';

/** Resources & Support: your HR contact and where to find help and tools. */
export function Resources({ resources }: { resources: PersonalResources }) {
  const groups = [
    { title: 'Tech resources', items: resources.techResources },
    { title: 'Development tools', items: resources.developmentTools },
    { title: 'Support systems', items: resources.supportSystems },
  ];
  return (
    <DashboardCard
      source="your HRIS and intranet"
      title="Resources & Support"
      description="People and places to turn to."
    >
      <CardSection title="HR contact">
        <S.Contact>
          <S.ContactName>{resources.hrContact.name}</S.ContactName>
          <a href={`mailto:${resources.hrContact.email}`}>{resources.hrContact.email}</a>
        </S.Contact>
      </CardSection>
      <S.Groups>
        {groups.map((group) => (
          <CardSection key={group.title} title={group.title}>
            <BulletList>
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </BulletList>
          </CardSection>
        ))}
      </S.Groups>
    </DashboardCard>
  );
}
