/**
 * Marks a plain link (server-rendered, no client component of its own) for soft navigation by
 * components/soft-navigation.tsx. Here, not there: a server component reading a constant from a
 * 'use client' module gets a client reference, not the value.
 */
export const SOFT_LINK_ATTRIBUTE = 'data-soft-link'
export const SOFT_LINK = { [SOFT_LINK_ATTRIBUTE]: '' } as const
