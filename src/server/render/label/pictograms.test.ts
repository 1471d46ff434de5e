import { describe, expect, it } from 'vitest'
import { labelPictograms } from './pictograms.ts'

describe('pictogram precedence (CLP Article 26)', () => {
  it('GHS06 takes GHS07 away whatever the reason', () => {
    expect(labelPictograms(['GHS06', 'GHS07'], ['H301', 'H336'])).toEqual(['GHS06'])
    expect(labelPictograms(['GHS07', 'GHS06', 'GHS09'], [])).toEqual(['GHS06', 'GHS09'])
  })

  it('GHS05 takes GHS07 away when it is there only for skin or eye irritation', () => {
    expect(labelPictograms(['GHS05', 'GHS07'], ['H314', 'H315', 'H319'])).toEqual(['GHS05'])
    expect(labelPictograms(['GHS05', 'GHS07'], ['H318', 'H315'])).toEqual(['GHS05'])
  })

  it('GHS05 keeps GHS07 when another reason for it remains', () => {
    expect(labelPictograms(['GHS05', 'GHS07'], ['H314', 'H315', 'H336'])).toEqual(['GHS05', 'GHS07'])
    expect(labelPictograms(['GHS05', 'GHS07'], ['H318', 'H302'])).toEqual(['GHS05', 'GHS07'])
    expect(labelPictograms(['GHS05', 'GHS07'], ['H314', 'H317'])).toEqual(['GHS05', 'GHS07'])
  })

  it('GHS08 for respiratory sensitisation takes GHS07 away for skin sensitisation and irritation', () => {
    expect(labelPictograms(['GHS08', 'GHS07'], ['H334', 'H317', 'H315', 'H319'])).toEqual(['GHS08'])
    expect(labelPictograms(['GHS08', 'GHS07'], ['H334', 'H317', 'H335'])).toEqual(['GHS08', 'GHS07'])
  })

  it('GHS08 for another hazard leaves GHS07 for skin sensitisation', () => {
    expect(labelPictograms(['GHS08', 'GHS07'], ['H351', 'H317'])).toEqual(['GHS08', 'GHS07'])
  })

  it('combined statements count by their parts', () => {
    expect(labelPictograms(['GHS05', 'GHS07'], ['H314', 'H315+H319'])).toEqual(['GHS05'])
    expect(labelPictograms(['GHS05', 'GHS07'], ['H314', 'H302+H312'])).toEqual(['GHS05', 'GHS07'])
  })

  it('keeps GHS07 when the statements name no reason to judge by', () => {
    expect(labelPictograms(['GHS05', 'GHS07'], ['H314'])).toEqual(['GHS05', 'GHS07'])
  })

  it('leaves every other pictogram, optional ones beside GHS01 included, in the product order, once', () => {
    expect(labelPictograms(['GHS01', 'GHS02', 'GHS03', 'GHS09', 'GHS02'], ['H201', 'H225', 'H272', 'H410'])).toEqual([
      'GHS01',
      'GHS02',
      'GHS03',
      'GHS09',
    ])
    expect(labelPictograms(['GHS02', 'GHS07', 'GHS09'], ['H225', 'H336', 'H411'])).toEqual(['GHS02', 'GHS07', 'GHS09'])
  })
})
