import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { notify } from '#components/toast-store.ts'
import { takeRedirectNotice } from '../redirect-notice.ts'

/** Long enough to read a sentence naming two languages, with gloves on. */
const NOTICE_MS = 10_000

/** Says, once the page has loaded, why it is not the one the address asked for. */
export function RedirectNotices() {
  const router = useRouter()
  const { i18n } = useLingui()
  useEffect(
    () =>
      router.subscribe('onResolved', () => {
        const notice = takeRedirectNotice()
        if (!notice) return
        // The sentences load with the first redirect and the service worker keeps them; offline
        // before any redirect was seen online, the page is shown without its notice.
        void import('../notice-text.ts').then(
          ({ noticeText }) => notify({ type: 'info', text: noticeText(i18n, notice), delay: NOTICE_MS }),
          () => undefined,
        )
      }),
    [router, i18n],
  )
  return null
}
