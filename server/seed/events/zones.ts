/** The IANA zone each demo place keeps its clocks in, by state slug (falling back to the country's). */
export const stateZones: Record<string, string> = {
  ontario: 'America/Toronto',
  quebec: 'America/Toronto',
  'british-columbia': 'America/Vancouver',
  alberta: 'America/Edmonton',
  'nova-scotia': 'America/Halifax',
  manitoba: 'America/Winnipeg',
  saskatchewan: 'America/Regina',
  'newfoundland-and-labrador': 'America/St_Johns',
  massachusetts: 'America/New_York',
  maryland: 'America/New_York',
  'new-york': 'America/New_York',
  pennsylvania: 'America/New_York',
  minnesota: 'America/Chicago',
  texas: 'America/Chicago',
  california: 'America/Los_Angeles',
  'new-south-wales': 'Australia/Sydney',
  victoria: 'Australia/Melbourne',
  queensland: 'Australia/Brisbane',
  'western-australia': 'Australia/Perth',
}

export const countryZones: Record<string, string> = {
  canada: 'America/Toronto',
  'united-states': 'America/New_York',
  'united-kingdom': 'Europe/London',
  india: 'Asia/Kolkata',
  australia: 'Australia/Sydney',
  ireland: 'Europe/Dublin',
  germany: 'Europe/Berlin',
  'new-zealand': 'Pacific/Auckland',
  'south-africa': 'Africa/Johannesburg',
  'united-arab-emirates': 'Asia/Dubai',
}

/** Online events keep the organiser's clock; these are where the demo's online organisers sit. */
export const onlineZones = ['America/Toronto', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Sydney', 'UTC']
