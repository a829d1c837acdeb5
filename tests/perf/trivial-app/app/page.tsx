// The reference of `npm run test:perf`: what a Next 16 page costs with one heading and one photo.
import Image from 'next/image'

import { PHOTO } from '../photo'

export default function Page() {
  return (
    <main>
      <h1>A trivial page</h1>
      <Image
        src={PHOTO.src}
        alt="A sample photograph"
        width={PHOTO.width}
        height={PHOTO.height}
        sizes="100vw"
        style={{ width: '100%', height: 'auto' }}
        preload
      />
    </main>
  )
}
