import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  PCE_COEFFICIENTS,
  PCE_RANGES,
  PCE_RISK_CATEGORIES,
  PCE_RISK_CATEGORIES_SOURCE,
  type PceInput,
  pce10YearRisk,
  pceGroup,
  pceIndividualSum,
  pceRiskCategory,
} from './pce.ts'
import { displayPercentHalf } from './rounding.ts'

const base: PceInput = {
  age: 55,
  sex: 'female',
  race: 'white',
  totalCholesterol: 213,
  hdl: 50,
  systolicBp: 120,
  bpTreated: false,
  smoker: false,
  diabetes: false,
}

const pct = (input: PceInput): number => 100 * (pce10YearRisk(input) as number)

describe('guideline worked example (Goff 2013): 55 y, TC 213, HDL 50, SBP 120 untreated, non-smoker, no diabetes', () => {
  // Published: white women 2.1 %, African-American women 3.0 %, white men 5.3 %, African-American men 6.1 %.
  // Individual sums as tabulated in the research notes (sdm-security.md §3a): −29.68, 86.17, 60.70, 18.97
  // (the guideline, summing rounded products, prints 60.69 for white men).
  it.each([
    ['female', 'white', 2.1, -29.68],
    ['female', 'aa', 3.0, 86.17],
    ['male', 'white', 5.3, 60.7],
    ['male', 'aa', 6.1, 18.97],
  ] as const)('%s / %s → %s %% (±0.1 percentage point)', (sex, race, published, sum) => {
    const input = { ...base, sex, race }
    expect(Math.abs(pct(input) - published)).toBeLessThanOrEqual(0.1)
    expect(Math.abs((pceIndividualSum(input) as number) - sum)).toBeLessThan(0.015)
  })

  it('reproduces our full-precision values (research notes §3a: 2.05 / 3.0 / 5.38 / 6.1 %)', () => {
    expect(pct({ ...base })).toBeCloseTo(2.0544, 3)
    expect(pct({ ...base, race: 'aa' })).toBeCloseTo(2.9982, 3)
    expect(pct({ ...base, sex: 'male' })).toBeCloseTo(5.3786, 3)
    expect(pct({ ...base, sex: 'male', race: 'aa' })).toBeCloseTo(6.0611, 3)
  })

  it('displays with one decimal', () => {
    expect(displayPercentHalf(pce10YearRisk({ ...base, race: 'aa' }))).toBe('3.0')
    expect(displayPercentHalf(pce10YearRisk({ ...base, sex: 'male', race: 'aa' }))).toBe('6.1')
  })
})

describe('cross-check against an independent implementation (Cerner ascvd-risk-calculator test suite, 1-decimal results)', () => {
  const man = { ...base, age: 46, sex: 'male', totalCholesterol: 150, hdl: 40, systolicBp: 140, bpTreated: true, smoker: true, diabetes: true } as const
  const woman = { ...man, sex: 'female', totalCholesterol: 141, hdl: 34 } as const
  it.each([
    ['white man', { ...man, race: 'white' }, 12.2],
    ['other-race man (white equation)', { ...man, race: 'other' }, 12.2],
    ['African-American man', { ...man, race: 'aa' }, 24.9],
    ['white woman', { ...woman, race: 'white' }, 10.3],
    ['other-race woman (white equation)', { ...woman, race: 'other' }, 10.3],
    ['African-American woman', { ...woman, race: 'aa' }, 26.8],
  ] as const)('%s, 46 y, treated SBP 140, smoker, diabetes → %s %%', (_label, input, expected) => {
    expect(Math.abs(pct(input) - expected)).toBeLessThanOrEqual(0.05)
  })
})

describe('step-by-step hand computations (term values to 6 decimals)', () => {
  it('white man, 60 y, TC 240, HDL 40, treated SBP 150, smoker, diabetes → 46.22 %', () => {
    // ln 60 = 4.094345, ln 240 = 5.480639, ln 40 = 3.688879, ln 150 = 5.010635
    // 12.344 × ln age               =  50.540589
    // 11.853 × ln TC                =  64.962013
    // −2.664 × ln age × ln TC       = −59.779159
    // −7.990 × ln HDL               = −29.474147
    //  1.769 × ln age × ln HDL      =  26.718169
    //  1.797 × ln treated SBP       =   9.004112
    //  7.837 × smoker               =   7.837000
    // −1.795 × ln age × smoker      =  −7.349348
    //  0.658 × diabetes             =   0.658000
    // sum = 63.117229; − mean 61.1816 = 1.935629; exp = 6.928397
    // 0.91436 ^ 6.928397 = 0.537780; risk = 1 − 0.537780 = 0.462220
    const input: PceInput = { age: 60, sex: 'male', race: 'white', totalCholesterol: 240, hdl: 40, systolicBp: 150, bpTreated: true, smoker: true, diabetes: true }
    const terms = [50.540589, 64.962013, -59.779159, -29.474147, 26.718169, 9.004112, 7.837, -7.349348, 0.658]
    expect(pceIndividualSum(input)).toBeCloseTo(terms.reduce((a, b) => a + b, 0), 5)
    expect(pce10YearRisk(input)).toBeCloseTo(1 - 0.91436 ** Math.exp(63.117229 - 61.1816), 5)
    expect(pce10YearRisk(input)).toBeCloseTo(0.46222, 5)
  })

  it('African-American woman, 65 y, TC 200, HDL 55, treated SBP 160, non-smoker, diabetes → 32.56 %', () => {
    // ln 65 = 4.174387, ln 200 = 5.298317, ln 55 = 4.007333, ln 160 = 5.075174
    //  17.1141 × ln age                 =   71.440881
    //   0.9396 × ln TC                  =    4.978299
    // −18.9196 × ln HDL                 =  −75.817141
    //   4.4748 × ln age × ln HDL        =   74.855173
    //  29.2907 × ln treated SBP         =  148.655394
    //  −6.4321 × ln age × ln treated SBP = −136.268804
    //   0.8738 × diabetes               =    0.873800
    // sum = 88.717602; − mean 86.6081 = 2.109502; exp = 8.244132
    // 0.95334 ^ 8.244132 = 0.674398; risk = 0.325602
    const input: PceInput = { age: 65, sex: 'female', race: 'aa', totalCholesterol: 200, hdl: 55, systolicBp: 160, bpTreated: true, smoker: false, diabetes: true }
    const terms = [71.440881, 4.978299, -75.817141, 74.855173, 148.655394, -136.268804, 0.8738]
    expect(pceIndividualSum(input)).toBeCloseTo(terms.reduce((a, b) => a + b, 0), 5)
    expect(pce10YearRisk(input)).toBeCloseTo(0.325602, 5)
  })

  it('white woman, 70 y, TC 180, HDL 60, untreated SBP 135, smoker, no diabetes → 15.95 %', () => {
    // ln 70 = 4.248495, ln 180 = 5.192957, ln 60 = 4.094345, ln 135 = 4.905275
    // −29.799 × ln age              = −126.600910
    //   4.884 × (ln age)²           =   88.154793
    //  13.540 × ln TC               =   70.312636
    //  −3.114 × ln age × ln TC      =  −68.701854
    // −13.578 × ln HDL              =  −55.593010
    //   3.149 × ln age × ln HDL     =   54.776236
    //   1.957 × ln untreated SBP    =    9.599623
    //   7.574 × smoker              =    7.574000
    //  −1.665 × ln age × smoker     =   −7.073745
    // sum = −27.552231; − mean (−29.1817) = 1.629469; exp = 5.101160
    // 0.96652 ^ 5.101160 = 0.840540; risk = 0.159460
    const input: PceInput = { age: 70, sex: 'female', race: 'white', totalCholesterol: 180, hdl: 60, systolicBp: 135, bpTreated: false, smoker: true, diabetes: false }
    const terms = [-126.60091, 88.154793, 70.312636, -68.701854, -55.59301, 54.776236, 9.599623, 7.574, -7.073745]
    expect(pceIndividualSum(input)).toBeCloseTo(terms.reduce((a, b) => a + b, 0), 5)
    expect(pce10YearRisk(input)).toBeCloseTo(0.15946, 5)
  })

  it('African-American man, 50 y, TC 220, HDL 45, treated SBP 145, smoker, diabetes → 33.50 %', () => {
    // ln 50 = 3.912023, ln 220 = 5.393628, ln 45 = 3.806662, ln 145 = 4.976734
    //  2.469 × ln age          = 9.658785
    //  0.302 × ln TC           = 1.628876
    // −0.307 × ln HDL          = −1.168645
    //  1.916 × ln treated SBP  = 9.535422
    //  0.549 × smoker          = 0.549000
    //  0.645 × diabetes        = 0.645000
    // sum = 20.848438; − mean 19.5425 = 1.305938; exp = 3.691145
    // 0.89536 ^ 3.691145 = 0.664992; risk = 0.335008
    const input: PceInput = { age: 50, sex: 'male', race: 'aa', totalCholesterol: 220, hdl: 45, systolicBp: 145, bpTreated: true, smoker: true, diabetes: true }
    const terms = [9.658785, 1.628876, -1.168645, 9.535422, 0.549, 0.645]
    expect(pceIndividualSum(input)).toBeCloseTo(terms.reduce((a, b) => a + b, 0), 5)
    expect(pce10YearRisk(input)).toBeCloseTo(0.335008, 5)
  })
})

describe('groups and domain', () => {
  it("maps 'other' race to the white equations", () => {
    expect(pceGroup('female', 'other')).toBe('whiteFemale')
    expect(pceGroup('male', 'other')).toBe('whiteMale')
    expect(pceGroup('female', 'aa')).toBe('aaFemale')
    expect(pceGroup('male', 'aa')).toBe('aaMale')
    expect(pce10YearRisk({ ...base, race: 'other' })).toBe(pce10YearRisk({ ...base, race: 'white' }))
  })

  it('returns null outside the mathematical domain or for wrong types', () => {
    expect(pce10YearRisk({ ...base, age: 0 })).toBeNull()
    expect(pce10YearRisk({ ...base, totalCholesterol: -213 })).toBeNull()
    expect(pce10YearRisk({ ...base, hdl: 0 })).toBeNull()
    expect(pce10YearRisk({ ...base, systolicBp: Number.NaN })).toBeNull()
    expect(pce10YearRisk({ ...base, age: Number.POSITIVE_INFINITY })).toBeNull()
    expect(pce10YearRisk({ ...base, sex: 'x' as 'male' })).toBeNull()
    expect(pce10YearRisk({ ...base, race: 'asian' as 'other' })).toBeNull()
    expect(pce10YearRisk({ ...base, smoker: 'no' as unknown as boolean })).toBeNull()
    expect(pce10YearRisk({ ...base, bpTreated: 1 as unknown as boolean })).toBeNull()
    expect(pceGroup('x' as 'male', 'white')).toBeNull()
  })

  it('returns null rather than a false 0 % or 100 % far outside the valid ranges', () => {
    // exp(sum − mean) overflows to Infinity → risk would be exactly 1
    expect(pce10YearRisk({ ...base, sex: 'male', age: 40, totalCholesterol: 1e300 })).toBeNull()
    // exp(sum − mean) underflows to 0 → risk would be exactly 0
    expect(pce10YearRisk({ ...base, sex: 'male', age: 40, totalCholesterol: 1e-300 })).toBeNull()
  })

  it('does not clamp: an age outside 40–79 gives an extrapolated (different) value', () => {
    const at40 = pce10YearRisk({ ...base, age: 40 })
    const at35 = pce10YearRisk({ ...base, age: 35 })
    expect(at35).not.toBeNull()
    expect(at35).not.toBe(at40)
  })
})

describe('documented quirks of the coefficients (do not "fix")', () => {
  it('white men at 79: smoking slightly lowers the estimate (net effect 7.837 − 1.795 × ln 79 < 0)', () => {
    const man79 = { ...base, sex: 'male', age: 79 } as const
    expect(7.837 - 1.795 * Math.log(79)).toBeLessThan(0)
    expect(pce10YearRisk({ ...man79, smoker: true }) as number).toBeLessThan(pce10YearRisk({ ...man79, smoker: false }) as number)
  })

  it('white women at 79: higher total cholesterol lowers the estimate', () => {
    const woman79 = { ...base, age: 79 }
    expect(pce10YearRisk({ ...woman79, totalCholesterol: 300 }) as number).toBeLessThan(pce10YearRisk({ ...woman79, totalCholesterol: 150 }) as number)
  })

  it('African-American women at 75: higher HDL raises the estimate', () => {
    const woman75 = { ...base, race: 'aa', age: 75 } as const
    expect(pce10YearRisk({ ...woman75, hdl: 90 }) as number).toBeGreaterThan(pce10YearRisk({ ...woman75, hdl: 30 }) as number)
  })
})

const sexArb = fc.constantFrom('female' as const, 'male' as const)
const raceArb = fc.constantFrom('white' as const, 'aa' as const, 'other' as const)
const inRange = (r: { min: number; max: number }) => fc.double({ min: r.min, max: r.max, noNaN: true })
const inputArb: fc.Arbitrary<PceInput> = fc.record({
  age: inRange(PCE_RANGES.age),
  sex: sexArb,
  race: raceArb,
  totalCholesterol: inRange(PCE_RANGES.totalCholesterol),
  hdl: inRange(PCE_RANGES.hdl),
  systolicBp: inRange(PCE_RANGES.systolicBp),
  bpTreated: fc.boolean(),
  smoker: fc.boolean(),
  diabetes: fc.boolean(),
})

describe('properties over the whole valid range, all groups', () => {
  it('risk is a finite number strictly between 0 and 1', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const risk = pce10YearRisk(input)
        expect(risk).not.toBeNull()
        expect(Number.isFinite(risk)).toBe(true)
        expect(risk as number).toBeGreaterThan(0)
        expect(risk as number).toBeLessThan(1)
      }),
      { numRuns: 2000 },
    )
  })

  it('at the corners of the valid ranges too', () => {
    for (const sex of ['female', 'male'] as const)
      for (const race of ['white', 'aa'] as const)
        for (const age of [40, 79])
          for (const totalCholesterol of [130, 320])
            for (const hdl of [20, 100])
              for (const systolicBp of [90, 200])
                for (const bpTreated of [false, true])
                  for (const smoker of [false, true])
                    for (const diabetes of [false, true]) {
                      const risk = pce10YearRisk({ age, sex, race, totalCholesterol, hdl, systolicBp, bpTreated, smoker, diabetes })
                      expect(risk).not.toBeNull()
                      expect(risk as number).toBeGreaterThan(0)
                      expect(risk as number).toBeLessThan(1)
                    }
  })

  for (const bpTreated of [false, true]) {
    it(`risk rises strictly with SBP (${bpTreated ? 'treated' : 'untreated'})`, () => {
      fc.assert(
        fc.property(
          inputArb,
          fc.integer({ min: PCE_RANGES.systolicBp.min, max: PCE_RANGES.systolicBp.max }),
          fc.integer({ min: PCE_RANGES.systolicBp.min, max: PCE_RANGES.systolicBp.max }),
          (input, a, b) => {
            fc.pre(a !== b)
            const [lo, hi] = a < b ? [a, b] : [b, a]
            const low = pce10YearRisk({ ...input, bpTreated, systolicBp: lo }) as number
            const high = pce10YearRisk({ ...input, bpTreated, systolicBp: hi }) as number
            expect(high).toBeGreaterThan(low)
          },
        ),
        { numRuns: 2000 },
      )
    })
  }

  it('risk rises strictly with diabetes', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(pce10YearRisk({ ...input, diabetes: true }) as number).toBeGreaterThan(pce10YearRisk({ ...input, diabetes: false }) as number)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('risk categories (2018/2019 ACC/AHA)', () => {
  it.each([
    [0, 'low'],
    [0.0499999, 'low'],
    [0.05, 'borderline'],
    [0.0749999, 'borderline'],
    [0.075, 'intermediate'],
    [0.1999999, 'intermediate'],
    [0.2, 'high'],
    [1, 'high'],
  ])('%s → %s', (risk, key) => {
    expect(pceRiskCategory(risk)?.key).toBe(key)
  })

  it('returns null outside 0–1', () => {
    expect(pceRiskCategory(-0.01)).toBeNull()
    expect(pceRiskCategory(1.2)).toBeNull()
    expect(pceRiskCategory(Number.NaN)).toBeNull()
    expect(pceRiskCategory(null)).toBeNull()
  })

  it('are contiguous data with a source', () => {
    for (let i = 1; i < PCE_RISK_CATEGORIES.length; i++) {
      expect(PCE_RISK_CATEGORIES[i]?.min).toBe(PCE_RISK_CATEGORIES[i - 1]?.maxExclusive)
    }
    expect(PCE_RISK_CATEGORIES_SOURCE.join(' ')).toMatch(/2018 AHA\/ACC/)
    expect(PCE_RISK_CATEGORIES_SOURCE.join(' ')).toMatch(/2019 ACC\/AHA/)
  })
})

describe('exported data', () => {
  it('ranges match the guideline', () => {
    expect(PCE_RANGES).toMatchObject({
      age: { min: 40, max: 79, unit: 'years' },
      totalCholesterol: { min: 130, max: 320, unit: 'mg/dL' },
      hdl: { min: 20, max: 100, unit: 'mg/dL' },
      systolicBp: { min: 90, max: 200, unit: 'mmHg' },
    })
  })

  it('uses the extended-precision means and baseline survivals', () => {
    expect(PCE_COEFFICIENTS.whiteFemale).toMatchObject({ meanSum: -29.1817, baselineSurvival: 0.96652 })
    expect(PCE_COEFFICIENTS.aaFemale).toMatchObject({ meanSum: 86.6081, baselineSurvival: 0.95334, lnAge: 17.1141 })
    expect(PCE_COEFFICIENTS.whiteMale).toMatchObject({ meanSum: 61.1816, baselineSurvival: 0.91436 })
    expect(PCE_COEFFICIENTS.aaMale).toMatchObject({ meanSum: 19.5425, baselineSurvival: 0.89536 })
  })

  it('is frozen', () => {
    expect(Object.isFrozen(PCE_COEFFICIENTS.whiteMale)).toBe(true)
    expect(Object.isFrozen(PCE_RANGES.age)).toBe(true)
    expect(Object.isFrozen(PCE_RISK_CATEGORIES)).toBe(true)
  })
})
