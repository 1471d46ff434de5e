import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

interface Tab {
  id: string
  title: string
  panel: ReactNode
}

/**
 * Tabs as the ARIA pattern has them: a tablist, arrow keys (and Home/End) move between tabs and
 * select them, only the selected tab is in the tab order, its panel follows it.
 */
export function LabelTabs({ label, tabs }: { label: string; tabs: Tab[] }) {
  const [selected, setSelected] = useState(0)
  const base = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const select = (index: number) => {
    setSelected(index)
    refs.current[index]?.focus()
  }
  const onKey = (event: KeyboardEvent) => {
    const last = tabs.length - 1
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next)
  }
  return (
    <div className="label-tabs">
      <div role="tablist" aria-label={label} className="label-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className="label-tabs__tab"
            onClick={() => setSelected(index)}
            onKeyDown={onKey}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={index !== selected}
          tabIndex={0}
          className="label-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
