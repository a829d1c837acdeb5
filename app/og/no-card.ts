/** The cards' 404: plain text, for a slug or language that names no card. */
export const noCard = (message = 'No such story.') =>
  new Response(`${message}\n`, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
