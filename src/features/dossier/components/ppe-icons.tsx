import { PPE_SYMBOLS } from '#shared/icon-paths'
import type { ProtectiveEquipment } from '#shared/protective-equipment'

export function PpeIcon({ kind, size = 36 }: { kind: ProtectiveEquipment; size?: number }) {
  return (
    <svg className="ppe-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#1f5fa8" />
      <path fill="#fff" fillRule="evenodd" d={PPE_SYMBOLS[kind]} />
    </svg>
  )
}
