/**
 * The 16 skills a story's crew can be credited with. The spec names the first six;
 * the other ten are ours, chosen as the crafts a photo story is made of.
 */
export const WORK_SKILLS = [
  'Photography',
  'Photo Editing',
  'Color Grading',
  'Composition',
  'Visual Storytelling',
  'Exhibition Planning',
  'Lighting',
  'Retouching',
  'Art Direction',
  'Location Scouting',
  'Post-Processing',
  'Creative Direction',
  'Drone Photography',
  'Videography',
  'Curation',
  'Field Research',
] as const
