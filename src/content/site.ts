// Who the foundation is and how to reach it. Change the name, e-mail or phone here only.
export const site = {
  name: 'Cognitive Resilience Foundation',
  shortName: 'CRF',
  platformName: 'CogniGuard',
  description:
    'A non-profit research foundation studying the cognitive risks of overreliance on AI, and building CogniGuard to protect the abilities people rely on.',
  /** Canonical origin used in metadata; the site itself makes no request to it. */
  origin: 'https://cognitive-resilience.example.org',
  email: 'hello@example.org',
  /** A number in the fictional 555-01xx range. */
  phone: { display: '+1 (202) 555-0142', href: 'tel:+12025550142' },
  copyrightYear: 2024,
  logo: { src: '/logo.svg', width: 40, height: 40 },
} as const;
