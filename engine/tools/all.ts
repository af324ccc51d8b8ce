import type { ToolDefinitionInput } from '../schema/tool.ts'
import adjustedBodyWeight from './adjusted-body-weight.ts'
import anionGap from './anion-gap.ts'
import apacheII from './apache-ii.ts'
import ascvdPooledCohort from './ascvd-pooled-cohort.ts'
import bmiBsa from './bmi-bsa.ts'
import bodySurfaceArea from './body-surface-area.ts'
import calciumCorrectionAlbumin from './calcium-correction-albumin.ts'
import capriniVte from './caprini-vte.ts'
import centorMcisaac from './centor-mcisaac.ts'
import cha2ds2Vasc from './cha2ds2-vasc.ts'
import charlsonComorbidityIndex from './charlson-comorbidity-index.ts'
import childPugh from './child-pugh.ts'
import ckdEpi2021 from './ckd-epi-2021.ts'
import ckdEpi2021Cystatin from './ckd-epi-2021-cystatin.ts'
import cockcroftGault from './cockcroft-gault.ts'
import conceptionDate from './conception-date.ts'
import corticosteroidConversion from './corticosteroid-conversion.ts'
import curb65 from './curb-65.ts'
import deltaGap from './delta-gap.ts'
import dueDateNaegele from './due-date-naegele.ts'
import eagHba1c from './eag-hba1c.ts'
import feverpain from './feverpain.ts'
import fib4 from './fib-4.ts'
import fractionalExcretionSodium from './fractional-excretion-sodium.ts'
import fractionalExcretionUrea from './fractional-excretion-urea.ts'
import framinghamHardChd from './framingham-hard-chd.ts'
import freeWaterDeficit from './free-water-deficit.ts'
import gestationalAgeLmp from './gestational-age-lmp.ts'
import glasgowBlatchford from './glasgow-blatchford.ts'
import glasgowComaScale from './glasgow-coma-scale.ts'
import hasBled from './has-bled.ts'
import heartScore from './heart-score.ts'
import homaIr from './homa-ir.ts'
import idealBodyWeight from './ideal-body-weight.ts'
import kdigoAkiStage from './kdigo-aki-stage.ts'
import kfre from './kfre.ts'
import ldlFriedewald from './ldl-friedewald.ts'
import ldlSampson from './ldl-sampson.ts'
import maintenanceFluids from './maintenance-fluids.ts'
import mdrdGfr from './mdrd-gfr.ts'
import meanArterialPressure from './mean-arterial-pressure.ts'
import meldNa from './meld-na.ts'
import morphineMilligramEquivalents from './morphine-milligram-equivalents.ts'
import news2 from './news2.ts'
import packYears from './pack-years.ts'
import percRule from './perc-rule.ts'
import pneumoniaSeverityIndex from './pneumonia-severity-index.ts'
import prevent from './prevent.ts'
import qsofa from './qsofa.ts'
import qtc from './qtc.ts'
import revisedCardiacRiskIndex from './revised-cardiac-risk-index.ts'
import serumOsmolality from './serum-osmolality.ts'
import sirsCriteria from './sirs-criteria.ts'
import sodiumCorrectionHyperglycemia from './sodium-correction-hyperglycemia.ts'
import sofaScore from './sofa-score.ts'
import targetWeightBmi from './target-weight-bmi.ts'
import ttkg from './ttkg.ts'
import wellsDvt from './wells-dvt.ts'
import wellsPe from './wells-pe.ts'

/**
 * Every tool of engine/tools, listed so that the engine loads in plain Node (no bundler). A
 * definition file that is not listed here fails engine/library.test.ts.
 */
// Each file checks its definition (`satisfies ToolDefinitionInput`); the types inferred from
// those literals are narrower than the input type, hence the widening here.
export const TOOLS = [
  adjustedBodyWeight,
  anionGap,
  apacheII,
  ascvdPooledCohort,
  bmiBsa,
  bodySurfaceArea,
  calciumCorrectionAlbumin,
  capriniVte,
  centorMcisaac,
  cha2ds2Vasc,
  charlsonComorbidityIndex,
  childPugh,
  ckdEpi2021,
  ckdEpi2021Cystatin,
  cockcroftGault,
  conceptionDate,
  corticosteroidConversion,
  curb65,
  deltaGap,
  dueDateNaegele,
  eagHba1c,
  feverpain,
  fib4,
  fractionalExcretionSodium,
  fractionalExcretionUrea,
  framinghamHardChd,
  freeWaterDeficit,
  gestationalAgeLmp,
  glasgowBlatchford,
  glasgowComaScale,
  hasBled,
  heartScore,
  homaIr,
  idealBodyWeight,
  kdigoAkiStage,
  kfre,
  ldlFriedewald,
  ldlSampson,
  maintenanceFluids,
  mdrdGfr,
  meanArterialPressure,
  meldNa,
  morphineMilligramEquivalents,
  news2,
  packYears,
  percRule,
  pneumoniaSeverityIndex,
  prevent,
  qsofa,
  qtc,
  revisedCardiacRiskIndex,
  serumOsmolality,
  sirsCriteria,
  sodiumCorrectionHyperglycemia,
  sofaScore,
  targetWeightBmi,
  ttkg,
  wellsDvt,
  wellsPe,
] as readonly unknown[] as readonly ToolDefinitionInput[]
