// Document types that exist exactly once, at a fixed id (the site reads `siteSettings` by id).
// The Studio lists each as a single item, and offers no way to create, duplicate or delete one.
import type { DocumentActionComponent, Template } from 'sanity'

export const SINGLETONS = [{ type: 'siteSettings', id: 'siteSettings', title: 'Site settings' }]

const singletonTypes = new Set(SINGLETONS.map(({ type }) => type))
// Editing one is publishing, discarding or restoring it; nothing that makes or removes a copy.
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

export function isSingleton(schemaType: string): boolean {
  return singletonTypes.has(schemaType)
}

/** "New document" templates, without the singletons'. */
export function withoutSingletonTemplates(templates: Template[]): Template[] {
  return templates.filter(({ schemaType }) => !isSingleton(schemaType))
}

/** A singleton's document actions, without duplicate, delete and unpublish. */
export function singletonSafeActions(
  actions: DocumentActionComponent[],
  schemaType: string,
): DocumentActionComponent[] {
  if (!isSingleton(schemaType)) return actions
  return actions.filter(({ action }) => action !== undefined && singletonActions.has(action))
}
