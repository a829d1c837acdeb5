/**
 * A story's usual read time, in whole minutes. The spec gives this range for the sample stories;
 * the Studio only warns outside it, since an editor may publish a longer story on purpose.
 */
export const READ_TIME_MINUTES = { min: 4, max: 12 } as const
