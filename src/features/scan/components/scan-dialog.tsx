import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Dialog } from '#components/dialog.tsx'
import { createDecoder } from '../decoder.ts'
import { recognisePermalink, type ScanResult } from '../permalink-url.ts'
import { rememberScan, type RecentScan } from '../recent-scans.ts'
import { ManualEntry } from './manual-entry.tsx'
import './scan.css'

const FRAME_INTERVAL_MS = 150

type Problem = 'denied' | 'no-camera' | undefined

/**
 * The in-app scanner (the installed app stays the entry point: a QR code opened by the phone's own camera app lands in the browser, outside the saved copies): the back camera,
 * a QR code of this portal opens its dossier in the app; any other code is named and skipped.
 */
export default function ScanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const router = useRouter()
  const videoRef = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<Problem>(undefined)
  const [other, setOther] = useState<Exclude<ScanResult, { kind: 'dossier' }> | undefined>(undefined)
  const [ready, setReady] = useState(false)
  // The dossier a code led to opens, and is remembered among the recent scans.
  const openDossier = useCallback(
    (found: RecentScan) => {
      rememberScan(found)
      onClose()
      router.history.push(found.path)
    },
    [onClose, router],
  )

  useEffect(() => {
    if (!open) return
    let stopped = false
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = () => {
      stopped = true
      clearTimeout(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('no camera', 'NotFoundError')
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      } catch (error) {
        if (!stopped) setProblem((error as Error).name === 'NotAllowedError' ? 'denied' : 'no-camera')
        return
      }
      const video = videoRef.current
      if (stopped || !video) return stop()
      video.srcObject = stream
      await video.play().catch(() => undefined)
      const decode = await createDecoder()
      if (stopped) return
      setReady(true)
      const tick = async () => {
        if (stopped) return
        const text = await decode(video).catch(() => undefined)
        if (stopped) return
        if (text) {
          const result = recognisePermalink(text, window.location.origin)
          if (result.kind === 'dossier') {
            stop()
            openDossier(result)
            return
          }
          setOther((shown) => (shown?.text === result.text ? shown : result))
        }
        timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS)
      }
      void tick()
    }
    void start()
    return stop
  }, [open, openDossier])

  const otherText =
    other?.kind === 'other-site'
      ? t`This code leads to another website, not to a product dossier of this portal: ${other.text}`
      : other?.kind === 'not-a-dossier'
        ? t`This code leads to this portal, but not to a product dossier: ${other.text}`
        : other
          ? t`This code is not a product dossier link: ${other.text}`
          : ''

  return (
    <Dialog open={open} onClose={onClose} title={t`Scan a QR code`} fullScreen>
      {problem === 'denied' && (
        <p role="alert">
          <Trans>Camera access was denied. Allow the camera for this site in the browser's settings to scan QR codes.</Trans>
        </p>
      )}
      {problem === 'no-camera' && (
        <p role="alert">
          <Trans>No camera could be opened on this device.</Trans>
        </p>
      )}
      {!problem && (
        <>
          <div className="scan-view">
            <video ref={videoRef} className="scan-view__video" muted playsInline aria-label={t`Camera view`} />
            <div className="scan-view__frame" aria-hidden="true" />
          </div>
          <p className="scan-status" role="status">
            {ready ? t`Point the camera at the QR code on the product's container.` : t`Starting the camera…`}
          </p>
        </>
      )}
      {otherText && (
        <p className="scan-other" role="alert">
          {otherText}
        </p>
      )}
      {open && <ManualEntry onOpen={openDossier} onLeave={onClose} />}
    </Dialog>
  )
}
