// The Studio's content list: the site settings first, as one document, then every other type,
// then for each language the stories not yet translated into it; a story's own languages beside
// its form.
import type {
  DefaultDocumentNodeResolver,
  StructureBuilder,
  StructureResolver,
} from 'sanity/structure'

import { DEFAULT_API_VERSION } from '@/lib/settings'
import { FIELD_TRANSLATION_LANGUAGES } from '@/sanity/i18n/languages'
import { untranslatedStoriesFilter } from '@/sanity/queries'
import { isSingleton, SINGLETONS } from '@/sanity/singletons'
import { StoryLanguages } from '@/sanity/components/story-languages'

/** One list a language, newest first: what its translators have left to do. */
const toTranslate = (S: StructureBuilder) =>
  S.listItem()
    .id('to-translate')
    .title('To translate')
    .child(
      S.list()
        .title('Stories not yet translated into…')
        .items(
          FIELD_TRANSLATION_LANGUAGES.map(({ id, title }) =>
            S.listItem()
              .id(`to-translate-${id}`)
              .title(title)
              .child(
                S.documentList()
                  .id(`untranslated-${id}`)
                  .title(`Not yet in ${title}`)
                  .schemaType('story')
                  .apiVersion(DEFAULT_API_VERSION)
                  .filter(untranslatedStoriesFilter)
                  .params({ language: id })
                  .defaultOrdering([{ field: 'publishedOn', direction: 'desc' }]),
              ),
          ),
        ),
    )

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...SINGLETONS.map(({ type, id, title }) =>
        S.listItem()
          .id(id)
          .title(title)
          .child(S.document().schemaType(type).documentId(id).title(title)),
      ),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !isSingleton(item.getId() ?? '')),
      S.divider(),
      toTranslate(S),
    ])

/** A story opens with its form and, beside it, its Languages panel: what it has, what is left. */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  schemaType === 'story'
    ? S.document().views([
        S.view.form(),
        S.view.component(StoryLanguages).id('languages').title('Languages'),
      ])
    : S.document()
