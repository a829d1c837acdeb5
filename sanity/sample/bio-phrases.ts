// The phrases the sample people's bios are made of (sanity/sample/profiles.ts deals them out):
// data only. Every opening reads with every subject, and every credential with every plan, so
// each pair is a sentence of its own.

/** "<Name> is a <role> based in <town>, <country>." */
export const TELLER_ROLES = [
  'storyteller',
  'writer and photographer',
  'documentary storyteller',
  'photographer and writer',
  'visual storyteller',
] as const

export const PHOTOGRAPHER_ROLES = [
  'photographer',
  'documentary photographer',
  'portrait photographer',
  'freelance photographer',
  'photojournalist',
] as const

/** "<opening> <subject>." */
export const WORK_OPENINGS = [
  'Their work follows',
  'They keep returning to',
  'For years they have photographed',
  'Their camera is usually pointed at',
  'Their current series looks at',
  'They are best known for pictures of',
  'They began by photographing',
  'Lately they have been photographing',
  'Their archive is full of pictures of',
  'Much of their work is about',
  'They have spent years with',
] as const

export const WORK_SUBJECTS = [
  'fishing communities along the coast',
  'the markets that wake before dawn',
  'young musicians and the rooms they rehearse in',
  'farmers through a full growing season',
  'the architecture of fast-growing cities',
  'families who have lived on one street for generations',
  'craftspeople and the hands that make things',
  'weddings, funerals and the days in between',
  'herders moving with the dry season',
  'women who run their own businesses',
  'football on dusty pitches after school',
  'old cinemas and the people who keep them open',
  'river crossings and the boats that make them',
  'festivals, masquerades and the weeks of preparation before them',
] as const

/** "<credential>, and <plan>." */
export const CREDENTIALS = [
  'Their photographs have appeared in newspapers across the region',
  'They trained as an architect before picking up a camera',
  'They learnt the craft assisting a studio portraitist',
  'They teach photography workshops for teenagers',
  'They came to photography from radio journalism',
  'They self-published a first photo book in 2022',
  'They run a small darkroom from home',
  'They were shortlisted for a regional photography prize',
  'They learnt to print in a community darkroom',
  'They spent five years as a newspaper stringer',
  'They studied fine art before turning to documentary work',
  'They grew up helping in a family photo studio',
] as const

export const PLANS = [
  'they are working on their first book',
  'they hope to show their next series at home first',
  'they are always looking for the next story to follow',
  'they want their pictures to be seen by the people in them',
  'they still print every picture they keep',
  'they prefer to return to a place many times',
  'they mentor younger photographers in their city',
  'they are planning a long journey along the coast',
  'they rarely photograph anyone they have not spoken to first',
  'they keep a notebook for every roll of film',
  'they believe a good caption matters as much as the picture',
  'they are slowly building an archive of their neighbourhood',
] as const
