import { useLingui } from '@lingui/react/macro'
import { Dropdown } from '#components/dropdown.tsx'
import { sessionAtom } from '#lib/session.ts'
import { selectWorkgroup, workgroupAtom } from '#lib/workgroup.ts'
import { uiStore, useAtomValue } from '#lib/store.ts'

/** For users in several workgroups: which one's products the list shows (kept in session storage). */
export function WorkgroupPicker({ onChange }: { onChange: () => void }) {
  const { t } = useLingui()
  const session = useAtomValue(sessionAtom, { store: uiStore })
  const workgroup = useAtomValue(workgroupAtom, { store: uiStore })
  const groups = session.status === 'signedIn' ? session.user.groups : []
  if (groups.length < 2) return null
  return (
    <div className="product-list__workgroup">
      <Dropdown
        label={t`Workgroup`}
        options={groups.map((g) => ({ value: g.id, label: g.name }))}
        value={workgroup}
        onChange={(id) => {
          selectWorkgroup(id)
          onChange()
        }}
      />
    </div>
  )
}
