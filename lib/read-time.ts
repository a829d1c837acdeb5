/**
 * A story's read time, in whole minutes. The spec gives this range for the sample stories; the
 * Studio holds editors' stories to it too, so cards and lists never show an outlier.
 */
export const READ_TIME_MINUTES = { min: 4, max: 12 } as const
