import type { SectionSlug } from '../../../contract/content.ts'

/** Menu labels by slug; the web app maps each slug to its route. */
export const starterMenu = [
  { slug: 'journal-finder', menu_title: 'Journal Finder' },
  { slug: 'vacancies', menu_title: 'Vacancies' },
  { slug: 'events', menu_title: 'Events' },
  { slug: 'connect-to-expert', menu_title: 'Connect to Expert' },
  { slug: 'templates', menu_title: 'Templates' },
  { slug: 'research-community', menu_title: 'Research Community' },
  { slug: 'writing-services', menu_title: 'Writing Services' },
]

interface StarterSection {
  heading: string
  text1?: string
  text2?: string
  text3?: string
  points?: [string, string][]
  /** Under server/seed/files/. */
  file?: string
  poster?: string
}

export const starterSections: Record<SectionSlug, StarterSection> = {
  'about-us-1': {
    heading: 'About Us',
    text1: 'Scholar Hub is the first stop for medical and health-science academics, researchers and students.',
    text2: 'We gather the journals, positions, events, templates and experts that a research career needs, so you spend less time searching and more time on your work.',
    file: 'sections/about-us-1.mp4',
    poster: 'sections/about-us-1-poster.jpg',
  },
  'about-us-2': {
    heading: 'From first draft to published paper',
    text1: 'Choose a journal that fits your manuscript by subject, indexing, open access and fees, and start from a template made for your article type.',
    file: 'sections/about-us-2.svg',
  },
  'about-us-3': {
    heading: 'A community that answers',
    text1: 'Ask a subject expert in a real-time chat, or put your question to peers in the research community.',
    file: 'sections/about-us-3.svg',
  },
  services: {
    heading: 'Our Services',
    text1: 'Start for free, and upgrade when you need experts, positions and events.',
  },
  'premium-package': {
    heading: 'PREMIUM SERVICES PACKAGE',
    text1: 'One plan unlocks the full journal finder, university vacancies, academic events and chat with subject experts.',
    text2: 'Pay securely online; your plan starts at once.',
  },
  'why-choose-us': {
    heading: 'Why Choose Us',
    text1: 'Made for health sciences, not for every discipline at once.',
    points: [
      ['Focused on medicine and health', 'About 190 subjects, from anatomy to public health and complementary medicine.'],
      ['Works on your phone, even offline', 'Install the app and read the journal lists you last opened, on a train or in a hospital basement.'],
      ['Real people behind it', 'Subject experts and staff who answer, and a community moderated for respect.'],
    ],
    file: 'sections/why-choose-us.svg',
  },
  events: {
    heading: 'Academic Events',
    text1: 'Conferences, workshops and webinars in medicine and the health sciences.',
    text2: 'Filter by country, subject, type and mode, and open the organiser’s page to register.',
    points: [
      ['Stay current', 'New events are added every week.'],
      ['Online or on site', 'Filter by mode to find what you can attend.'],
      ['Straight to the source', 'Each event links to its organiser.'],
    ],
    file: 'sections/events.svg',
  },
  'journal-finder': {
    heading: 'Journal Finder',
    text1: 'Search journals by subject, publisher, indexing and impact factor.',
    text2: 'See open access and publication fees at a glance, and match your manuscript to the journals that fit it.',
    file: 'sections/journal-finder.svg',
  },
  'research-community': {
    heading: 'Research Community',
    text1: 'Share a question, a finding or a call for collaborators.',
    text2: 'Comment, reply and like: the community is open to every member.',
    file: 'sections/research-community.svg',
  },
  'connect-to-expert': {
    heading: 'Connect to Expert',
    text1: 'Find a subject expert and ask your question in a private, real-time chat.',
    text2: 'Filter by subject or search by name.',
    file: 'sections/connect-to-expert.svg',
  },
  templates: {
    heading: 'Manuscript Templates',
    text1: 'Start from a template made for your article type.',
    text2: 'Research papers, reviews, brief communications, letters, case reports and more.',
    file: 'sections/templates.svg',
  },
  vacancies: {
    heading: 'University Vacancies',
    text1: 'Academic and research positions in medicine and the health sciences.',
    text2: 'Filter by country, state, subject and qualification, and apply on the institution’s site.',
    file: 'sections/vacancies.svg',
  },
  'writing-services': {
    heading: 'Writing Services',
    text1: 'Editing, proofreading, statistics and formatting by people who know your field.',
    text2: 'Tell us what you need and we will reply with a quote.',
    file: 'sections/writing-services.svg',
  },
}

export const starterServices = [
  { tier: 'free', slug: 'research-community', title: 'Research Community', text: 'Post questions and findings, and discuss them with peers.', link: '/rc-community', icon: 'services/research-community.svg' },
  { tier: 'free', slug: 'templates', title: 'Manuscript Templates', text: 'Download templates for research articles, reviews and case reports.', link: '/templates', icon: 'services/templates.svg' },
  { tier: 'free', slug: 'journal-finder', title: 'Journal Finder', text: 'Browse indexed journals by subject and publisher.', link: '/journal-finder', icon: 'services/journal-finder.svg' },
  { tier: 'premium', slug: 'connect-to-expert', title: 'Connect to Expert', text: 'Chat in real time with a subject expert.', link: '/connect', icon: 'services/connect-to-expert.svg' },
  { tier: 'premium', slug: 'vacancies', title: 'University Vacancies', text: 'Academic positions filtered by country, subject and qualification.', link: '/vacancy', icon: 'services/vacancies.svg' },
  { tier: 'premium', slug: 'events', title: 'Academic Events', text: 'Conferences, workshops and webinars in your field.', link: '/event', icon: 'services/events.svg' },
  { tier: 'premium', slug: 'writing-services', title: 'Writing Services', text: 'Editing, statistics and formatting support for your manuscript.', link: '/writting', icon: 'services/writing-services.svg' },
] as const

export const starterCarousels = {
  'large-device': ['carousel/large-1.svg', 'carousel/large-2.svg', 'carousel/large-3.svg'],
  'small-device': ['carousel/small-1.svg', 'carousel/small-2.svg', 'carousel/small-3.svg'],
} as const
export const carouselLinks = ['/journal-finder', '/connect', '/vacancy'] as const
export const carouselAlts = [
  'Find the right journal for your manuscript',
  'Meet subject experts in a real-time chat',
  'Grow your research career with university vacancies',
] as const

/** Clearly demo contact details: example domain, unassigned numbers. */
export const starterContactInfo = {
  address: 'Demo office, 2nd Floor, 12 Example Road, Bengaluru, Karnataka 560001, India',
  email: 'hello@scholarhub.example',
  phone: '+91 80 4000 0000',
  whatsapp: '918040000000',
  socialLinks: [
    { network: 'linkedin', url: 'https://www.linkedin.com/company/scholar-hub-demo' },
    { network: 'x', url: 'https://x.com/scholarhub_demo' },
    { network: 'youtube', url: 'https://www.youtube.com/@scholarhub-demo' },
  ],
}
