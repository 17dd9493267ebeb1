/**
 * Who the admin bench's generated members are: names drawn from many languages and addresses at a few mail providers
 * and many institutions, as a medical research community's members are. Member m's parts are fixed by m alone, so
 * the fill (in SQL) and the requests (here) name the same people. The list lengths are coprime: 2,173 names, each
 * shared by about 46 of 100,000 members, each first or last name by about 2,000, the commonest domain by 30,000.
 */
export const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Amara', 'Ana', 'Arjun', 'Chen', 'Chloe', 'Daniel', 'Deepa', 'Elena', 'Fatima', 'Grace', 'Hana', 'Hiroshi',
  'Ibrahim', 'Isabel', 'James', 'Jin', 'Kavya', 'Kwame', 'Lars', 'Layla', 'Lucas', 'Maria', 'Meera', 'Mohammed', 'Nadia',
  'Noah', 'Olivia', 'Omar', 'Priya', 'Rahul', 'Ravi', 'Sara', 'Sofia', 'Tariq', 'Thomas', 'Wei', 'Yusuf', 'Zainab', 'Zoe',
]
export const LAST_NAMES = [
  'Adeyemi', 'Agarwal', 'Ahmed', 'Ali', 'Banerjee', 'Becker', 'Bose', 'Brown', 'Chatterjee', 'Chen', 'Costa', 'Das', 'Dubois',
  'Fernandes', 'Garcia', 'Ghosh', 'Gupta', 'Hassan', 'Iyer', 'Jensen', 'Johnson', 'Kapoor', 'Khan', 'Kim', 'Kowalski', 'Kumar',
  'Lee', 'Li', 'Mehta', 'Mensah', 'Mishra', 'Muller', 'Nair', 'Nakamura', 'Nguyen', 'Novak', 'Okafor', 'Patel', 'Pillai',
  'Reddy', 'Rossi', 'Sato', 'Schmidt', 'Shah', 'Sharma', 'Silva', 'Singh', 'Smith', 'Tanaka', 'Wang', 'Williams', 'Yadav',
  'Zhang',
]
/** A mail provider takes several places, so it holds that many twentieths of the members. */
export const DOMAINS = [
  'gmail.com', 'gmail.com', 'gmail.com', 'gmail.com', 'gmail.com', 'gmail.com', 'outlook.com', 'outlook.com', 'yahoo.com',
  'hotmail.com', 'aiims.edu', 'pgimer.edu.in', 'cmcvellore.ac.in', 'ucl.ac.uk', 'ox.ac.uk', 'kcl.ac.uk', 'nih.gov', 'jhu.edu',
  'charite.de', 'ki.se',
]

/** Member m's name parts and the part of their address before the @ (made unique by m). */
export function memberParts(m: number) {
  const first = FIRST_NAMES[m % FIRST_NAMES.length]!
  const last = LAST_NAMES[m % LAST_NAMES.length]!
  return { first, last, mailbox: `${first}.${last}${m}`.toLowerCase(), domain: DOMAINS[m % DOMAINS.length]! }
}
