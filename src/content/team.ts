// These profiles are illustrative placeholders, not real people: names, portraits and
// achievements are invented for the site until the foundation publishes its actual team.
import { site } from './site';
import type { TeamMember } from './types';

export const team: readonly TeamMember[] = [
  {
    name: 'Dr. Amara Okafor',
    role: 'Founder & Research Director',
    specialties: ['Cognitive psychology', 'Human–automation interaction', 'Longitudinal study design'],
    bio: `Amara studies how the tools we think with change the way we think. She founded the ${site.name} to ask, with care and without alarm, which mental abilities weaken when we hand them to AI and which ones do not. She leads the foundation’s research programme and its ethics review.`,
    image: {
      src: '/images/team/amara-okafor.svg',
      alt: 'Illustrated portrait of Dr. Amara Okafor',
      width: 320,
      height: 320,
    },
    achievements: [
      'Designed the foundation’s multi-year study of everyday AI use and skill retention',
      'Authored The Cognitive Sovereignty Manifesto',
      'Previously led research on automation bias in clinical decision support',
    ],
    socialNetwork: 'LinkedIn',
  },
  {
    name: 'Daniel Reyes',
    role: 'Head of Platform Engineering',
    specialties: ['Multi-agent systems', 'Privacy-preserving design', 'Human-centred AI'],
    bio: 'Daniel leads the team building CogniGuard, the foundation’s multi-agent platform. His focus is software that strengthens the person using it rather than replacing their effort, and that keeps their data on their own device. Before joining the foundation he built assistive tools for education.',
    image: {
      src: '/images/team/daniel-reyes.svg',
      alt: 'Illustrated portrait of Daniel Reyes',
      width: 320,
      height: 320,
    },
    achievements: [
      'Architect of the CogniGuard agent framework',
      'Led the design of CogniGuard’s on-device, consent-first data model',
      'Built learning tools used in classrooms across several school districts',
    ],
    socialNetwork: 'LinkedIn',
  },
];
