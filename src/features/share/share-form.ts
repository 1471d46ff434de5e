import { isBasicEmail, MAX_RECIPIENTS, splitRecipients } from '#shared/share'

/** Adds what was typed to the recipients: split at commas and whitespace, each address once. */
export function addRecipients(list: string[], text: string): string[] {
  const next = [...list]
  for (const address of splitRecipients(text)) {
    if (!next.some((a) => a.toLowerCase() === address.toLowerCase())) next.push(address)
  }
  return next
}

export type RecipientsError = 'required' | 'tooMany' | 'invalid'

/** 1 to 10 recipients, each matching the basic pattern; the invalid ones are listed. */
export function checkRecipients(recipients: string[]): { error?: RecipientsError; invalid: string[] } {
  const invalid = recipients.filter((r) => !isBasicEmail(r))
  if (recipients.length === 0) return { error: 'required', invalid }
  if (invalid.length > 0) return { error: 'invalid', invalid }
  if (recipients.length > MAX_RECIPIENTS) return { error: 'tooMany', invalid }
  return { invalid }
}
