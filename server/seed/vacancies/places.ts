/**
 * Where the demo vacancies are: countries and states by their slugs in the reference data, with cities, the
 * local currency, and pay relative to the United States (a consultant in Pune is not paid as one in Boston).
 * Canada comes first and has the most provinces: the product's first market asked for it.
 */
export interface DemoCountry {
  country: string
  currency: string
  /** Local currency units per US dollar, rounded. */
  rate: number
  /** Local pay as a share of United States pay for the same post. */
  pay: number
  /** How often a vacancy is here, relative to the others. */
  weight: number
  states: { state: string; region: string; cities: string[] }[]
}

export const demoCountries: DemoCountry[] = [
  {
    country: 'canada',
    currency: 'CAD',
    rate: 1.35,
    pay: 0.85,
    weight: 9,
    states: [
      { state: 'ontario', region: 'Ontario', cities: ['Toronto', 'Ottawa', 'Hamilton', 'London', 'Kingston'] },
      { state: 'british-columbia', region: 'British Columbia', cities: ['Vancouver', 'Victoria', 'Kelowna'] },
      { state: 'quebec', region: 'Quebec', cities: ['Montreal', 'Quebec City', 'Sherbrooke'] },
      { state: 'alberta', region: 'Alberta', cities: ['Calgary', 'Edmonton'] },
      { state: 'nova-scotia', region: 'Nova Scotia', cities: ['Halifax'] },
      { state: 'manitoba', region: 'Manitoba', cities: ['Winnipeg'] },
      { state: 'saskatchewan', region: 'Saskatchewan', cities: ['Saskatoon', 'Regina'] },
      { state: 'newfoundland-and-labrador', region: 'Newfoundland', cities: ["St. John's"] },
    ],
  },
  {
    country: 'united-states',
    currency: 'USD',
    rate: 1,
    pay: 1,
    weight: 6,
    states: [
      { state: 'massachusetts', region: 'New England', cities: ['Boston', 'Worcester'] },
      { state: 'maryland', region: 'Chesapeake', cities: ['Baltimore'] },
      { state: 'minnesota', region: 'Upper Midwest', cities: ['Rochester', 'Minneapolis'] },
      { state: 'california', region: 'Pacific', cities: ['San Francisco', 'Los Angeles', 'San Diego'] },
      { state: 'new-york', region: 'Empire State', cities: ['New York', 'Buffalo'] },
      { state: 'texas', region: 'Gulf Coast', cities: ['Houston', 'Dallas'] },
      { state: 'pennsylvania', region: 'Keystone', cities: ['Philadelphia', 'Pittsburgh'] },
    ],
  },
  {
    country: 'united-kingdom',
    currency: 'GBP',
    rate: 0.79,
    pay: 0.6,
    weight: 5,
    states: [
      { state: 'england', region: 'England', cities: ['London', 'Manchester', 'Birmingham', 'Leeds', 'Oxford', 'Cambridge'] },
      { state: 'scotland', region: 'Scotland', cities: ['Edinburgh', 'Glasgow', 'Aberdeen'] },
      { state: 'wales', region: 'Wales', cities: ['Cardiff', 'Swansea'] },
    ],
  },
  {
    country: 'india',
    currency: 'INR',
    rate: 83,
    pay: 0.2,
    weight: 6,
    states: [
      { state: 'maharashtra', region: 'Maharashtra', cities: ['Mumbai', 'Pune', 'Nagpur'] },
      { state: 'karnataka', region: 'Karnataka', cities: ['Bengaluru', 'Manipal', 'Mysuru'] },
      { state: 'delhi', region: 'Delhi', cities: ['New Delhi'] },
      { state: 'tamil-nadu', region: 'Tamil Nadu', cities: ['Chennai', 'Vellore', 'Coimbatore'] },
      { state: 'kerala', region: 'Kerala', cities: ['Kochi', 'Thiruvananthapuram'] },
      { state: 'telangana', region: 'Telangana', cities: ['Hyderabad'] },
    ],
  },
  {
    country: 'australia',
    currency: 'AUD',
    rate: 1.5,
    pay: 0.9,
    weight: 4,
    states: [
      { state: 'new-south-wales', region: 'New South Wales', cities: ['Sydney', 'Newcastle'] },
      { state: 'victoria', region: 'Victoria', cities: ['Melbourne', 'Geelong'] },
      { state: 'queensland', region: 'Queensland', cities: ['Brisbane', 'Townsville'] },
      { state: 'western-australia', region: 'Western Australia', cities: ['Perth'] },
    ],
  },
  {
    country: 'ireland',
    currency: 'EUR',
    rate: 0.92,
    pay: 0.7,
    weight: 2,
    states: [
      { state: 'dublin', region: 'Dublin', cities: ['Dublin'] },
      { state: 'cork', region: 'Munster', cities: ['Cork'] },
      { state: 'galway', region: 'Connacht', cities: ['Galway'] },
    ],
  },
  {
    country: 'germany',
    currency: 'EUR',
    rate: 0.92,
    pay: 0.65,
    weight: 2,
    states: [
      { state: 'berlin', region: 'Berlin', cities: ['Berlin'] },
      { state: 'bavaria', region: 'Bavarian', cities: ['Munich', 'Würzburg'] },
      { state: 'baden-wurttemberg', region: 'Baden', cities: ['Heidelberg', 'Freiburg'] },
    ],
  },
  {
    country: 'new-zealand',
    currency: 'NZD',
    rate: 1.65,
    pay: 0.75,
    weight: 1,
    states: [
      { state: 'auckland-region', region: 'Auckland', cities: ['Auckland'] },
      { state: 'canterbury-region', region: 'Canterbury', cities: ['Christchurch'] },
    ],
  },
  {
    country: 'south-africa',
    currency: 'ZAR',
    rate: 18.5,
    pay: 0.3,
    weight: 1,
    states: [
      { state: 'western-cape', region: 'Western Cape', cities: ['Cape Town'] },
      { state: 'gauteng', region: 'Gauteng', cities: ['Johannesburg', 'Pretoria'] },
    ],
  },
  {
    country: 'united-arab-emirates',
    currency: 'AED',
    rate: 3.67,
    pay: 0.8,
    weight: 1,
    states: [
      { state: 'dubai', region: 'Dubai', cities: ['Dubai'] },
      { state: 'abu-dhabi-emirate', region: 'Abu Dhabi', cities: ['Abu Dhabi'] },
    ],
  },
]

/** What kind of place an employer is: a post is advertised by the kinds that hire for it. */
export type EmployerKind = 'hospital' | 'university' | 'institute'

/**
 * Employers as universities and hospitals are named; made-up names built from the place. A specialist one hires
 * only in its own fields (a children's hospital has no consultant geriatrician), so names and posts agree.
 */
export interface EmployerPattern {
  name: (city: string, region: string) => string
  kind: EmployerKind
  /** Subject slugs it hires in; every subject when absent. */
  fields?: readonly string[]
}

export const employerPatterns: EmployerPattern[] = [
  { name: (city) => `${city} General Hospital`, kind: 'hospital' },
  { name: (city) => `${city} University Hospital`, kind: 'hospital' },
  { name: (city) => `${city} Health Sciences Centre`, kind: 'hospital' },
  { name: (city) => `${city} Children's Hospital`, kind: 'hospital', fields: ['pediatrics', 'neonatology', 'pediatric-surgery', 'pediatric-neurology', 'child-and-adolescent-psychiatry', 'anesthesiology', 'radiology', 'emergency-medicine', 'critical-care-medicine'] },
  { name: (city) => `${city} Cancer Centre`, kind: 'hospital', fields: ['oncology', 'hematology', 'radiology', 'palliative-medicine', 'pathology', 'cancer-biology', 'general-surgery'] },
  { name: (city) => `${city} Heart and Lung Institute`, kind: 'hospital', fields: ['cardiology', 'pulmonology', 'critical-care-medicine', 'anesthesiology', 'radiology'] },
  { name: (city) => `${city} Rehabilitation Hospital`, kind: 'hospital', fields: ['rehabilitation-sciences', 'sports-medicine', 'orthopedics', 'neurology', 'geriatrics'] },
  { name: (city) => `University of ${city} Faculty of Medicine`, kind: 'university' },
  { name: (city) => `${city} Institute for Health Research`, kind: 'institute' },
  { name: (city) => `${city} School of Public Health`, kind: 'university', fields: ['epidemiology', 'biostatistics', 'public-health', 'global-health', 'health-economics'] },
]
