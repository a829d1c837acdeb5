/** Credit titles that name a person, e.g. "Photography: Ama Mensah". */
export const PERSON_CREDIT_TITLES = [
  'Photography',
  'Photo Editing',
  'Color Grading',
  'Art Direction',
  'Location Scouting',
  'Post-Processing',
] as const

/** Credit titles that name a company, e.g. "Equipment Support: Baobab Optics Ltd". */
export const COMPANY_CREDIT_TITLES = ['Equipment Support'] as const

/** Every credit title: the Studio offers exactly these, and the sample stories use them. */
export const CREDIT_TITLES = [...PERSON_CREDIT_TITLES, ...COMPANY_CREDIT_TITLES] as const

export type PersonCreditTitle = (typeof PERSON_CREDIT_TITLES)[number]
export type CreditTitle = (typeof CREDIT_TITLES)[number]
