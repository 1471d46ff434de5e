/**
 * 112 answers in every EU member state, free of charge, from any phone (the single European
 * emergency number, Directive (EU) 2018/1972 Art. 109): a worker can always call it, whatever the
 * sheet lists.
 */
export const EUROPEAN_EMERGENCY_NUMBER = '112'

/** What a phone dials: a leading + and the digits ("+49 551 19240" -> "+4955119240"). */
export function dialString(number: string): string {
  return number.trim().replace(/(?!^\+)[^0-9]/g, '')
}
