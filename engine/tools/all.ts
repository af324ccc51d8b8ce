import type { ToolDefinitionInput } from '../schema/tool.ts'
import aaGradient from './a-a-gradient.ts'
import abcd2 from './abcd2.ts'
import absoluteNeutrophilCount from './absolute-neutrophil-count.ts'
import adjustedBodyWeight from './adjusted-body-weight.ts'
import alvaradoScore from './alvarado-score.ts'
import anionGap from './anion-gap.ts'
import apacheII from './apache-ii.ts'
import apgarScore from './apgar-score.ts'
import apri from './apri.ts'
import asaPhysicalStatus from './asa-physical-status.ts'
import ascvdPooledCohort from './ascvd-pooled-cohort.ts'
import atriaBleeding from './atria-bleeding.ts'
import auditC from './audit-c.ts'
import bisap from './bisap.ts'
import bishopScore from './bishop-score.ts'
import bmiBsa from './bmi-bsa.ts'
import bodySurfaceArea from './body-surface-area.ts'
import calciumCorrectionAlbumin from './calcium-correction-albumin.ts'
import camIcu from './cam-icu.ts'
import canadianCSpineRule from './canadian-c-spine-rule.ts'
import canadianCtHeadRule from './canadian-ct-head-rule.ts'
import canadianSyncopeRiskScore from './canadian-syncope-risk-score.ts'
import capriniVte from './caprini-vte.ts'
import centorMcisaac from './centor-mcisaac.ts'
import cha2ds2Va from './cha2ds2-va.ts'
import cha2ds2Vasc from './cha2ds2-vasc.ts'
import chads2 from './chads2.ts'
import charlsonComorbidityIndex from './charlson-comorbidity-index.ts'
import childPugh from './child-pugh.ts'
import ckdEpi2021 from './ckd-epi-2021.ts'
import ckdEpi2021Cystatin from './ckd-epi-2021-cystatin.ts'
import clinicalFrailtyScale from './clinical-frailty-scale.ts'
import cockcroftGault from './cockcroft-gault.ts'
import conceptionDate from './conception-date.ts'
import correctedReticulocyteCount from './corrected-reticulocyte-count.ts'
import corticosteroidConversion from './corticosteroid-conversion.ts'
import crb65 from './crb-65.ts'
import curb65 from './curb-65.ts'
import deltaGap from './delta-gap.ts'
import dueDateNaegele from './due-date-naegele.ts'
import dukeTreadmillScore from './duke-treadmill-score.ts'
import eagHba1c from './eag-hba1c.ts'
import edacs from './edacs.ts'
import epds from './epds.ts'
import epworthSleepinessScale from './epworth-sleepiness-scale.ts'
import feverpain from './feverpain.ts'
import fib4 from './fib-4.ts'
import fourAt from './four-at.ts'
import fractionalExcretionSodium from './fractional-excretion-sodium.ts'
import fractionalExcretionUrea from './fractional-excretion-urea.ts'
import framinghamHardChd from './framingham-hard-chd.ts'
import freeWaterDeficit from './free-water-deficit.ts'
import gad7 from './gad-7.ts'
import gestationalAgeLmp from './gestational-age-lmp.ts'
import glasgowAlcoholicHepatitisScore from './glasgow-alcoholic-hepatitis-score.ts'
import glasgowBlatchford from './glasgow-blatchford.ts'
import glasgowComaScale from './glasgow-coma-scale.ts'
import grace from './grace.ts'
import grace6Month from './grace-6-month.ts'
import guptaMica from './gupta-mica.ts'
import h2fpef from './h2fpef.ts'
import hasBled from './has-bled.ts'
import heartPathway from './heart-pathway.ts'
import heartScore from './heart-score.ts'
import homaIr from './homa-ir.ts'
import hscore from './hscore.ts'
import idealBodyWeight from './ideal-body-weight.ts'
import improveBleeding from './improve-bleeding.ts'
import improveVte from './improve-vte.ts'
import kdigoAkiStage from './kdigo-aki-stage.ts'
import kfre from './kfre.ts'
import killipClass from './killip-class.ts'
import ldlFriedewald from './ldl-friedewald.ts'
import ldlMartinHopkins from './ldl-martin-hopkins.ts'
import ldlSampson from './ldl-sampson.ts'
import lightsCriteria from './lights-criteria.ts'
import lilleModel from './lille-model.ts'
import maddreyDiscriminantFunction from './maddrey-discriminant-function.ts'
import maggic from './maggic.ts'
import maintenanceFluids from './maintenance-fluids.ts'
import mdrdGfr from './mdrd-gfr.ts'
import meanArterialPressure from './mean-arterial-pressure.ts'
import meld3 from './meld-3.ts'
import meldNa from './meld-na.ts'
import mews from './mews.ts'
import modifiedRankinScale from './modified-rankin-scale.ts'
import morphineMilligramEquivalents from './morphine-milligram-equivalents.ts'
import nafldFibrosisScore from './nafld-fibrosis-score.ts'
import news2 from './news2.ts'
import nexusCSpine from './nexus-c-spine.ts'
import nihss from './nihss.ts'
import orbitBleeding from './orbit-bleeding.ts'
import osmolarGap from './osmolar-gap.ts'
import ottawaAnkleRule from './ottawa-ankle-rule.ts'
import ottawaKneeRule from './ottawa-knee-rule.ts'
import packYears from './pack-years.ts'
import paduaPredictionScore from './padua-prediction-score.ts'
import parklandBurns from './parkland-burns.ts'
import pecarnHeadInjury from './pecarn-head-injury.ts'
import pediatricAppendicitisScore from './pediatric-appendicitis-score.ts'
import pediatricGcs from './pediatric-gcs.ts'
import pediatricWeightEstimation from './pediatric-weight-estimation.ts'
import percRule from './perc-rule.ts'
import pesi from './pesi.ts'
import pfRatio from './pf-ratio.ts'
import phq2 from './phq-2.ts'
import phq9 from './phq-9.ts'
import pneumoniaSeverityIndex from './pneumonia-severity-index.ts'
import prevent from './prevent.ts'
import qsofa from './qsofa.ts'
import qtc from './qtc.ts'
import ransonCriteria from './ranson-criteria.ts'
import revisedCardiacRiskIndex from './revised-cardiac-risk-index.ts'
import revisedGeneva from './revised-geneva.ts'
import sanFranciscoSyncopeRule from './san-francisco-syncope-rule.ts'
import sapsII from './saps-ii.ts'
import score2 from './score2.ts'
import serumOsmolality from './serum-osmolality.ts'
import shockIndex from './shock-index.ts'
import sirsCriteria from './sirs-criteria.ts'
import sodiumCorrectionHyperglycemia from './sodium-correction-hyperglycemia.ts'
import sofaScore from './sofa-score.ts'
import spesi from './spesi.ts'
import stopBang from './stop-bang.ts'
import targetWeightBmi from './target-weight-bmi.ts'
import timiStemi from './timi-stemi.ts'
import timiUaNstemi from './timi-ua-nstemi.ts'
import ttkg from './ttkg.ts'
import wellsDvt from './wells-dvt.ts'
import wellsPe from './wells-pe.ts'
import westleyCroupScore from './westley-croup-score.ts'
import wintersFormula from './winters-formula.ts'
import yearsAlgorithm from './years-algorithm.ts'

/**
 * Every tool of engine/tools, listed so that the engine loads in plain Node (no bundler). A
 * definition file that is not listed here fails engine/library.test.ts.
 */
// Each file checks its definition (`satisfies ToolDefinitionInput`); the types inferred from
// those literals are narrower than the input type, hence the widening here.
export const TOOLS = [
  aaGradient,
  abcd2,
  absoluteNeutrophilCount,
  adjustedBodyWeight,
  alvaradoScore,
  anionGap,
  apacheII,
  apgarScore,
  apri,
  asaPhysicalStatus,
  ascvdPooledCohort,
  atriaBleeding,
  auditC,
  bisap,
  bishopScore,
  bmiBsa,
  bodySurfaceArea,
  calciumCorrectionAlbumin,
  camIcu,
  canadianCSpineRule,
  canadianCtHeadRule,
  canadianSyncopeRiskScore,
  capriniVte,
  centorMcisaac,
  cha2ds2Va,
  cha2ds2Vasc,
  chads2,
  charlsonComorbidityIndex,
  childPugh,
  ckdEpi2021,
  ckdEpi2021Cystatin,
  clinicalFrailtyScale,
  cockcroftGault,
  conceptionDate,
  correctedReticulocyteCount,
  corticosteroidConversion,
  crb65,
  curb65,
  deltaGap,
  dueDateNaegele,
  dukeTreadmillScore,
  eagHba1c,
  edacs,
  epds,
  epworthSleepinessScale,
  feverpain,
  fib4,
  fourAt,
  fractionalExcretionSodium,
  fractionalExcretionUrea,
  framinghamHardChd,
  freeWaterDeficit,
  gad7,
  gestationalAgeLmp,
  glasgowAlcoholicHepatitisScore,
  glasgowBlatchford,
  glasgowComaScale,
  grace,
  grace6Month,
  guptaMica,
  h2fpef,
  hasBled,
  heartPathway,
  heartScore,
  homaIr,
  hscore,
  idealBodyWeight,
  improveBleeding,
  improveVte,
  kdigoAkiStage,
  kfre,
  killipClass,
  ldlFriedewald,
  ldlMartinHopkins,
  ldlSampson,
  lightsCriteria,
  lilleModel,
  maddreyDiscriminantFunction,
  maggic,
  maintenanceFluids,
  mdrdGfr,
  meanArterialPressure,
  meld3,
  meldNa,
  mews,
  modifiedRankinScale,
  morphineMilligramEquivalents,
  nafldFibrosisScore,
  news2,
  nexusCSpine,
  nihss,
  orbitBleeding,
  osmolarGap,
  ottawaAnkleRule,
  ottawaKneeRule,
  packYears,
  paduaPredictionScore,
  parklandBurns,
  pecarnHeadInjury,
  pediatricAppendicitisScore,
  pediatricGcs,
  pediatricWeightEstimation,
  percRule,
  pesi,
  pfRatio,
  phq2,
  phq9,
  pneumoniaSeverityIndex,
  prevent,
  qsofa,
  qtc,
  ransonCriteria,
  revisedCardiacRiskIndex,
  revisedGeneva,
  sanFranciscoSyncopeRule,
  sapsII,
  score2,
  serumOsmolality,
  shockIndex,
  sirsCriteria,
  sodiumCorrectionHyperglycemia,
  sofaScore,
  spesi,
  stopBang,
  targetWeightBmi,
  timiStemi,
  timiUaNstemi,
  ttkg,
  wellsDvt,
  wellsPe,
  westleyCroupScore,
  wintersFormula,
  yearsAlgorithm,
] as readonly unknown[] as readonly ToolDefinitionInput[]
