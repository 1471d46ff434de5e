/** The share buttons of the share popover and the addresses they open. Only http(s) links are ever shared. */
export const SHARE_TARGETS = ['facebook', 'x', 'linkedin', 'reddit', 'telegram', 'messenger', 'whatsapp', 'email', 'copy'] as const
export type ShareTarget = (typeof SHARE_TARGETS)[number]

export const SHARE_WINDOW = { width: 800, height: 500 } as const
export const COPY_CONFIRMATION_MS = 2000

export function isShareableUrl(url: string): boolean {
  return /^https?:\/\//i.test(url)
}

/** The address a share button opens, or undefined for 'copy' (no address) and unsafe links. */
export function shareHref(target: ShareTarget, url: string, title: string): string | undefined {
  if (!isShareableUrl(url)) return undefined
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(title)
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'x':
      return `https://x.com/intent/post?url=${u}&text=${text}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`
    case 'reddit':
      return `https://www.reddit.com/submit?url=${u}&title=${text}`
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${text}`
    case 'messenger':
      return `https://www.facebook.com/dialog/send?link=${u}&redirect_uri=${u}`
    case 'whatsapp':
      return `https://wa.me/?text=${text}%20${u}`
    case 'email':
      return `mailto:?subject=${text}&body=${u}`
    case 'copy':
      return undefined
  }
}
