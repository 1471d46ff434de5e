import { api } from '#lib/api-client.ts'
import { shareLangsSchema, shareResultSchema, type ShareLangs } from '#shared/api/account'
import type { ShareTarget } from '#shared/share'

/** Form-encoded with the array spelling existing clients send: name[]=a&name[]=b. */
function formOf(fields: Record<string, string | number | (string | number)[] | undefined>): URLSearchParams {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) body.append(`${key}[]`, String(v))
    else body.append(key, String(value))
  }
  return body
}

/** POST shareProductLangs: the message languages, and the SDS languages every selected product has. */
export async function fetchShareLangs(productIds: number[]): Promise<ShareLangs> {
  const json = await api.post('/api/v1/products/shareProductLangs', { body: formOf({ synonym_ids: productIds }) }).json()
  return shareLangsSchema.parse(json)
}

export interface ShareMessage {
  emails: string[]
  target: ShareTarget
  /** Message language id. */
  ui: number
  /** Document language id; none when the products have no SDS language in common. */
  sds?: number
  productIds: number[]
}

const messageFields = (m: ShareMessage) => ({ emails: m.emails, language_doc: m.sds, language_msg: m.ui, sds: m.target === 'sds' ? 1 : 0 })

/** POST sharePreview: the e-mail as HTML. */
export async function previewShare(message: ShareMessage): Promise<string> {
  return api
    .post('/api/v1/products/sharePreview', {
      body: formOf({ ...messageFields(message), synonym_ids: message.productIds }),
      headers: { accept: 'text/html' },
    })
    .text()
}

/** POST group_action/share: sends the e-mails; answers how many went out. */
export async function sendShare(message: ShareMessage): Promise<number> {
  const json = await api
    .post('/api/v1/products/group_action/share', {
      body: formOf({ ...messageFields(message), isChemius: 'true', products: message.productIds }),
    })
    .json()
  return shareResultSchema.parse(json).data.sent
}
