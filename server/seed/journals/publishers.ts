/** How a publisher's journals tend to look: where it is, how many are open access, what they charge. */
export interface PublisherProfile {
  name: string
  country: string
  /** Share of its journals that are open access. */
  openAccess: number
  /** Share of its open-access journals that charge authors nothing. */
  noCharge: number
  currency: 'USD' | 'EUR' | 'GBP' | 'INR'
  /** Range of its article processing charges, in whole units of `currency`. */
  apc: [number, number]
  /** Relative number of journals. */
  weight: number
}

export const publisherProfiles: PublisherProfile[] = [
  { name: 'Elsevier', country: 'Netherlands', openAccess: 0.35, noCharge: 0.05, currency: 'USD', apc: [1800, 4500], weight: 14 },
  { name: 'Springer Nature', country: 'Germany', openAccess: 0.4, noCharge: 0.05, currency: 'EUR', apc: [1500, 3900], weight: 12 },
  { name: 'Wiley', country: 'United States', openAccess: 0.35, noCharge: 0.05, currency: 'USD', apc: [2000, 4200], weight: 10 },
  { name: 'BMJ', country: 'United Kingdom', openAccess: 0.5, noCharge: 0.05, currency: 'GBP', apc: [1500, 3200], weight: 4 },
  { name: 'Taylor & Francis', country: 'United Kingdom', openAccess: 0.35, noCharge: 0.05, currency: 'GBP', apc: [1200, 2800], weight: 8 },
  { name: 'SAGE Publications', country: 'United States', openAccess: 0.35, noCharge: 0.05, currency: 'USD', apc: [1500, 3000], weight: 6 },
  { name: 'Wolters Kluwer', country: 'United States', openAccess: 0.3, noCharge: 0.1, currency: 'USD', apc: [1500, 3500], weight: 7 },
  { name: 'Frontiers', country: 'Switzerland', openAccess: 1, noCharge: 0, currency: 'USD', apc: [1150, 3295], weight: 5 },
  { name: 'MDPI', country: 'Switzerland', openAccess: 1, noCharge: 0, currency: 'USD', apc: [1400, 2900], weight: 5 },
  { name: 'PLOS', country: 'United States', openAccess: 1, noCharge: 0, currency: 'USD', apc: [2100, 3300], weight: 2 },
  { name: 'BioMed Central', country: 'United Kingdom', openAccess: 1, noCharge: 0.05, currency: 'GBP', apc: [1300, 2500], weight: 5 },
  { name: 'Oxford University Press', country: 'United Kingdom', openAccess: 0.35, noCharge: 0.05, currency: 'GBP', apc: [1700, 3200], weight: 5 },
  { name: 'Cambridge University Press', country: 'United Kingdom', openAccess: 0.3, noCharge: 0.05, currency: 'GBP', apc: [1500, 2800], weight: 3 },
  { name: 'Thieme', country: 'Germany', openAccess: 0.4, noCharge: 0.1, currency: 'EUR', apc: [1200, 2900], weight: 3 },
  { name: 'Karger', country: 'Switzerland', openAccess: 0.35, noCharge: 0.05, currency: 'EUR', apc: [1500, 3400], weight: 2 },
  { name: 'Medknow Publications', country: 'India', openAccess: 0.9, noCharge: 0.4, currency: 'INR', apc: [5000, 30000], weight: 6 },
  { name: 'Jaypee Brothers Medical Publishers', country: 'India', openAccess: 0.6, noCharge: 0.3, currency: 'INR', apc: [3000, 20000], weight: 3 },
  { name: 'Dove Medical Press', country: 'New Zealand', openAccess: 1, noCharge: 0, currency: 'USD', apc: [2000, 3000], weight: 2 },
]

/** Words that make up the names of the many small society and university publishers of a large catalogue. */
export const societyKinds = ['Society', 'Association', 'Academy', 'College', 'Foundation']
export const regions = [
  'Indian', 'Asian', 'European', 'African', 'Pacific', 'Nordic', 'Mediterranean', 'Latin American', 'Middle Eastern', 'Gulf',
  'South Asian', 'Balkan', 'Baltic', 'Caribbean', 'Himalayan', 'Deccan', 'Malabar', 'Andean', 'Sahel', 'Celtic', 'Alpine',
  'Danube', 'Caspian', 'Bengal', 'Aegean', 'Arabian', 'Oceanic', 'Atlantic', 'Coromandel', 'Punjab', 'Kerala', 'Sindh', 'Mekong',
  'Javanese', 'Anatolian', 'Iberian', 'Levantine', 'Silk Road', 'Great Lakes', 'Nile Valley',
]
export const societyCountries = ['India', 'United Kingdom', 'United States', 'Brazil', 'Spain', 'Iran', 'Turkey', 'Indonesia', 'Egypt', 'Nigeria', 'Pakistan', 'Poland', 'Italy', 'Mexico', 'Colombia', 'Malaysia', 'Saudi Arabia', 'South Africa', 'Bangladesh', 'Nepal']
