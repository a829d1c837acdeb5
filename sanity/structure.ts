// The Studio's content list: the site settings first, as one document, then every other type.
import type { StructureResolver } from 'sanity/structure'

import { isSingleton, SINGLETONS } from '@/sanity/singletons'

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
    ])
