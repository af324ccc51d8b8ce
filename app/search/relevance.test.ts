import { RouterContextProvider } from 'react-router'
import { expect, test } from 'vitest'

import { loader } from '#app/routes/search.tsx'
import { requestInfoContext } from '#app/context.server.ts'
import { i18nextMiddleware } from '#app/middleware/i18next.server.ts'
import type { Logger } from '#app/utils/logger.server.ts'

/**
 * Search relevance: what people type, and the tool they mean. Each query must find its tool
 * in the top 3 of the search page, on the clinician host or the consumer (patient) host it is
 * typed on; the mean reciprocal rank (MRR) over all of them is printed and held above a floor.
 * Run: npx vitest run app/search/relevance.test.ts
 */
type Case = { q: string; expect: string; host: 'clinician' | 'consumer'; kind: string }

const CLINICIAN = 'consilium.localhost'
const CONSUMER = 'patients.localhost'

const c = (kind: string, q: string, slug: string): Case => ({ q, expect: slug, host: 'clinician', kind })
const p = (kind: string, q: string, slug: string): Case => ({ q, expect: slug, host: 'consumer', kind })

const CASES: Case[] = [
  // Names and their abbreviations
  c('name', 'CHA2DS2-VASc', 'cha2ds2-vasc'),
  c('name', 'HAS-BLED', 'has-bled'),
  c('name', 'CURB-65', 'curb-65'),
  c('name', 'wells', 'wells-pe'),
  c('name', 'wells dvt', 'wells-dvt'),
  c('name', 'wells criteria pe', 'wells-pe'),
  c('name', 'meld', 'meld-na'),
  c('name', 'MELD-Na', 'meld-na'),
  c('name', 'MELD 3.0', 'meld-3'),
  c('name', 'meld 3', 'meld-3'),
  c('name', 'child pugh', 'child-pugh'),
  c('name', 'FIB-4', 'fib-4'),
  c('name', 'APRI', 'apri'),
  c('name', 'AST platelet ratio', 'apri'),
  c('name', 'HEART score', 'heart-score'),
  c('name', 'PERC', 'perc-rule'),
  c('name', 'qSOFA', 'qsofa'),
  c('name', 'SOFA score', 'sofa-score'),
  c('name', 'SIRS', 'sirs-criteria'),
  c('name', 'NEWS2', 'news2'),
  c('name', 'APACHE II', 'apache-ii'),
  c('name', 'glasgow coma scale', 'glasgow-coma-scale'),
  c('name', 'GCS', 'glasgow-coma-scale'),
  c('name', 'Blatchford', 'glasgow-blatchford'),
  c('name', 'Caprini', 'caprini-vte'),
  c('name', 'Centor', 'centor-mcisaac'),
  c('name', 'FeverPAIN', 'feverpain'),
  c('name', 'PSI PORT', 'pneumonia-severity-index'),
  c('name', 'RCRI', 'revised-cardiac-risk-index'),
  c('name', 'Gupta MICA', 'gupta-mica'),
  c('name', 'Charlson', 'charlson-comorbidity-index'),
  c('name', 'PREVENT', 'prevent'),
  c('name', 'pooled cohort equations', 'ascvd-pooled-cohort'),
  c('name', 'Framingham', 'framingham-hard-chd'),
  c('name', 'HOMA-IR', 'homa-ir'),
  c('name', 'QTc', 'qtc'),
  c('name', 'MME', 'morphine-milligram-equivalents'),
  c('name', 'anion gap', 'anion-gap'),
  c('name', 'delta gap', 'delta-gap'),
  c('name', 'FENa', 'fractional-excretion-sodium'),
  c('name', 'osmolal gap', 'serum-osmolality'),
  c('name', 'Canadian CT head rule', 'canadian-ct-head-rule'),
  c('name', 'PECARN', 'pecarn-head-injury'),
  c('name', 'NEXUS', 'nexus-c-spine'),
  c('name', 'Canadian c-spine rule', 'canadian-c-spine-rule'),
  c('name', 'Ottawa ankle', 'ottawa-ankle-rule'),
  c('name', 'Ottawa knee', 'ottawa-knee-rule'),
  c('name', 'San Francisco syncope rule', 'san-francisco-syncope-rule'),
  c('name', 'Canadian syncope risk score', 'canadian-syncope-risk-score'),
  c('name', 'shock index', 'shock-index'),
  c('name', 'Parkland formula', 'parkland-burns'),
  c('name', 'free water deficit', 'free-water-deficit'),
  c('name', 'Holliday Segar', 'maintenance-fluids'),
  c('name', 'Cockcroft Gault', 'cockcroft-gault'),
  c('name', 'MDRD', 'mdrd-gfr'),
  c('name', 'pack years', 'pack-years'),
  c('name', 'Naegele', 'due-date-naegele'),
  c('name', 'ideal body weight', 'ideal-body-weight'),
  c('name', 'Mosteller', 'body-surface-area'),
  c('name', 'PHQ-9', 'phq-9'),
  c('name', 'PHQ-2', 'phq-2'),
  c('name', 'GAD-7', 'gad-7'),
  c('name', 'AUDIT-C', 'audit-c'),
  c('name', 'EPDS', 'epds'),
  c('name', 'STOP-Bang', 'stop-bang'),
  c('name', 'Epworth', 'epworth-sleepiness-scale'),
  c('name', 'Bishop score', 'bishop-score'),
  c('name', 'Apgar', 'apgar-score'),
  c('name', 'Westley', 'westley-croup-score'),
  c('name', 'CHA2DS2-VA', 'cha2ds2-va'),
  c('name', 'CHADS2', 'chads2'),
  c('name', 'ORBIT bleeding', 'orbit-bleeding'),
  c('name', 'ATRIA', 'atria-bleeding'),
  c('name', 'Padua', 'padua-prediction-score'),
  c('name', 'IMPROVE VTE', 'improve-vte'),
  c('name', 'IMPROVE bleeding', 'improve-bleeding'),
  c('name', 'H2FPEF', 'h2fpef'),
  c('name', 'MAGGIC', 'maggic'),
  c('name', 'Duke treadmill', 'duke-treadmill-score'),
  c('name', 'HEART pathway', 'heart-pathway'),
  c('name', 'EDACS', 'edacs'),
  c('name', 'TIMI NSTEMI', 'timi-ua-nstemi'),
  c('name', 'TIMI STEMI', 'timi-stemi'),
  c('name', 'GRACE score', 'grace'),
  c('name', 'GRACE 6 month', 'grace-6-month'),
  c('name', 'Killip', 'killip-class'),
  c('name', 'revised Geneva', 'revised-geneva'),
  c('name', 'simplified Geneva score', 'revised-geneva'),
  c('name', 'YEARS', 'years-algorithm'),
  c('name', 'PESI', 'pesi'),
  c('name', 'sPESI', 'spesi'),
  // Abbreviations and generic words
  c('abbreviation', 'egfr calculator', 'ckd-epi-2021'),
  c('abbreviation', 'CKD-EPI', 'ckd-epi-2021'),
  c('abbreviation', 'cystatin C egfr', 'ckd-epi-2021-cystatin'),
  c('abbreviation', 'eGFRcys', 'ckd-epi-2021-cystatin'),
  c('abbreviation', 'KFRE', 'kfre'),
  c('condition', 'risk of dialysis', 'kfre'),
  c('name', 'Tangri', 'kfre'),
  c('abbreviation', 'AKI stage', 'kdigo-aki-stage'),
  c('condition', 'acute kidney injury', 'kdigo-aki-stage'),
  c('abbreviation', 'FEUrea', 'fractional-excretion-urea'),
  c('name', 'fractional excretion of urea', 'fractional-excretion-urea'),
  c('abbreviation', 'TTKG', 'ttkg'),
  c('name', 'transtubular potassium gradient', 'ttkg'),
  c('name', 'Sampson LDL', 'ldl-sampson'),
  c('abbreviation', 'NIH equation LDL', 'ldl-sampson'),
  c('name', 'Martin Hopkins LDL', 'ldl-martin-hopkins'),
  c('abbreviation', 'eAG', 'eag-hba1c'),
  c('name', 'estimated average glucose', 'eag-hba1c'),
  c('abbreviation', 'HbA1c to glucose', 'eag-hba1c'),
  c('abbreviation', 'crcl', 'cockcroft-gault'),
  c('abbreviation', 'afib', 'cha2ds2-vasc'),
  c('abbreviation', 'afib bleeding', 'has-bled'),
  c('abbreviation', 'MAP', 'mean-arterial-pressure'),
  c('abbreviation', 'ASCVD risk', 'ascvd-pooled-cohort'),
  c('abbreviation', 'BMI calculator', 'bmi-bsa'),
  c('abbreviation', 'BSA', 'body-surface-area'),
  c('abbreviation', 'LDL', 'ldl-friedewald'),
  c('abbreviation', 'IBW', 'ideal-body-weight'),
  c('abbreviation', 'MAP score', 'mean-arterial-pressure'),
  c('abbreviation', 'GBS', 'glasgow-blatchford'),
  c('abbreviation', 'CAP severity', 'curb-65'),
  c('abbreviation', 'corrected calcium', 'calcium-correction-albumin'),
  c('abbreviation', 'corrected sodium', 'sodium-correction-hyperglycemia'),
  c('abbreviation', 'steroid conversion', 'corticosteroid-conversion'),
  c('abbreviation', 'chest pain ADP 3 hour troponin', 'heart-pathway'),
  c('abbreviation', 'EDACS-ADP', 'edacs'),
  c('abbreviation', 'YEARS D-dimer', 'years-algorithm'),
  c('abbreviation', 'simplified PESI', 'spesi'),
  c('abbreviation', 'CCHR', 'canadian-ct-head-rule'),
  c('abbreviation', 'CSRS', 'canadian-syncope-risk-score'),
  c('abbreviation', 'SFSR', 'san-francisco-syncope-rule'),
  c('abbreviation', 'modified shock index', 'shock-index'),
  c('abbreviation', 'TBSA burns', 'parkland-burns'),
  // Typos
  c('typo', 'atrail fibrilation', 'cha2ds2-vasc'),
  c('typo', 'creatinin clearence', 'cockcroft-gault'),
  c('typo', 'pnuemonia severity', 'pneumonia-severity-index'),
  c('typo', 'glasgow coma scael', 'glasgow-coma-scale'),
  c('typo', 'osmolality', 'serum-osmolality'),
  c('typo', 'framingam', 'framingham-hard-chd'),
  c('typo', 'cirrhossis', 'child-pugh'),
  c('typo', 'hypernatremia', 'free-water-deficit'),
  c('typo', 'pulmonary embolsim', 'wells-pe'),
  c('typo', 'cockroft', 'cockcroft-gault'),
  // Conditions
  c('condition', 'hypertension', 'prevent'),
  c('condition', 'hemorrhage', 'glasgow-blatchford'),
  c('condition', 'diabetes', 'homa-ir'),
  c('condition', 'heart attack risk', 'prevent'),
  c('condition', 'statin', 'statin-choice-primary-prevention'),
  c('condition', 'statin', 'prevent'),
  c('condition', 'sepsis', 'qsofa'),
  c('condition', 'cirrhosis', 'child-pugh'),
  c('condition', 'cirrhosis', 'meld-na'),
  c('condition', 'pulmonary embolism', 'wells-pe'),
  c('condition', 'deep vein thrombosis', 'wells-dvt'),
  c('condition', 'pneumonia', 'curb-65'),
  c('condition', 'chest pain', 'heart-score'),
  c('condition', 'acute kidney injury', 'fractional-excretion-sodium'),
  c('condition', 'chronic kidney disease', 'ckd-epi-2021'),
  c('condition', 'metabolic acidosis', 'anion-gap'),
  c('condition', 'DKA', 'anion-gap'),
  c('condition', 'head injury', 'glasgow-coma-scale'),
  c('condition', 'fatty liver', 'fib-4'),
  c('name', 'Maddrey', 'maddrey-discriminant-function'),
  c('name', 'Lille score', 'lille-model'),
  c('name', 'GAHS', 'glasgow-alcoholic-hepatitis-score'),
  c('name', 'glasgow alcoholic hepatitis', 'glasgow-alcoholic-hepatitis-score'),
  c('condition', 'steroid response alcoholic hepatitis', 'lille-model'),
  c('condition', 'alcoholic hepatitis steroids', 'maddrey-discriminant-function'),
  c('name', 'NAFLD fibrosis score', 'nafld-fibrosis-score'),
  c('abbreviation', 'NFS', 'nafld-fibrosis-score'),
  c('condition', 'insulin resistance', 'homa-ir'),
  c('condition', 'long QT', 'qtc'),
  c('condition', 'strep throat', 'centor-mcisaac'),
  c('condition', 'GI bleed', 'glasgow-blatchford'),
  c('name', 'BISAP', 'bisap'),
  c('name', 'Ranson', 'ranson-criteria'),
  c('name', 'SCORE2', 'score2'),
  c('name', 'SCORE2-OP', 'score2'),
  c('condition', 'european cardiovascular risk', 'score2'),
  c('typo', 'ransons criteria', 'ranson-criteria'),
  c('condition', 'acute pancreatitis mortality', 'bisap'),
  c('condition', 'surgery VTE prophylaxis', 'caprini-vte'),
  c('condition', 'preoperative cardiac risk', 'revised-cardiac-risk-index'),
  c('condition', 'lung cancer screening', 'pack-years'),
  c('condition', 'hyponatremia hyperglycemia', 'sodium-correction-hyperglycemia'),
  c('condition', 'opioids', 'morphine-milligram-equivalents'),
  c('condition', 'depression severity', 'phq-9'),
  c('condition', 'depression screening', 'phq-2'),
  c('condition', 'anxiety', 'gad-7'),
  c('condition', 'alcohol screening', 'audit-c'),
  c('condition', 'postpartum depression', 'epds'),
  c('condition', 'sleep apnea', 'stop-bang'),
  c('condition', 'daytime sleepiness', 'epworth-sleepiness-scale'),
  c('condition', 'induction of labor', 'bishop-score'),
  c('condition', 'newborn assessment', 'apgar-score'),
  c('condition', 'croup', 'westley-croup-score'),
  c('condition', 'ESC 2024 atrial fibrillation stroke risk', 'cha2ds2-va'),
  c('condition', 'warfarin bleeding risk', 'atria-bleeding'),
  c('condition', 'VTE prophylaxis medical inpatient', 'padua-prediction-score'),
  c('condition', 'HFpEF diagnosis', 'h2fpef'),
  c('condition', 'heart failure mortality', 'maggic'),
  c('condition', 'exercise stress test prognosis', 'duke-treadmill-score'),
  c('condition', 'unstable angina', 'timi-ua-nstemi'),
  c('condition', 'STEMI mortality', 'timi-stemi'),
  c('condition', 'ACS mortality', 'grace'),
  c('condition', 'death after discharge acute coronary syndrome', 'grace-6-month'),
  c('condition', 'cardiogenic shock', 'killip-class'),
  c('condition', 'pulmonary embolism mortality', 'pesi'),
  c('condition', 'minor head injury CT', 'canadian-ct-head-rule'),
  c('condition', 'child head injury', 'pecarn-head-injury'),
  c('condition', 'c-spine clearance', 'canadian-c-spine-rule'),
  c('condition', 'neck injury imaging', 'nexus-c-spine'),
  c('condition', 'ankle sprain', 'ottawa-ankle-rule'),
  c('condition', 'knee injury x-ray', 'ottawa-knee-rule'),
  c('condition', 'syncope', 'canadian-syncope-risk-score'),
  c('condition', 'syncope', 'san-francisco-syncope-rule'),
  c('condition', 'hemorrhagic shock', 'shock-index'),
  c('condition', 'burns fluid resuscitation', 'parkland-burns'),
  // Lay terms, as patients type them on the consumer host
  c('lay', 'heart attack', 'prevent'),
  p('lay', 'heart attack', 'statin-choice-primary-prevention'),
  p('lay', 'should I take a statin', 'statin-choice-primary-prevention'),
  p('lay', 'statins', 'statin-choice-primary-prevention'),
  p('lay', 'cholesterol medicine', 'statin-choice-primary-prevention'),
  p('lay', 'blood thinners', 'af-stroke-prevention-choice'),
  p('lay', 'atrial fibrillation stroke', 'af-stroke-prevention-choice'),
  p('lay', 'knee replacement', 'knee-osteoarthritis-treatment-choice'),
  p('lay', 'knee arthritis', 'knee-osteoarthritis-treatment-choice'),
  p('lay', 'breast cancer', 'early-breast-cancer-surgery-choice'),
  p('lay', 'lumpectomy or mastectomy', 'early-breast-cancer-surgery-choice'),
  c('lay', 'due date', 'due-date-naegele'),
  c('lay', 'how many weeks pregnant', 'gestational-age-lmp'),
  c('lay', 'when did I conceive', 'conception-date'),
  c('lay', 'sore throat', 'feverpain'),
  c('lay', 'blood clot in leg', 'wells-dvt'),
  c('lay', 'kidney function', 'ckd-epi-2021'),
  c('lay', 'goal weight', 'target-weight-bmi'),
  c('lay', 'blood pressure', 'mean-arterial-pressure'),
  c('lay', 'smoking', 'pack-years'),
  // Spanish
  p('spanish', 'estatinas', 'statin-choice-primary-prevention'),
  p('spanish', 'colesterol', 'statin-choice-primary-prevention'),
  p('spanish', 'artrosis de rodilla', 'knee-osteoarthritis-treatment-choice'),
  p('spanish', 'cáncer de mama', 'early-breast-cancer-surgery-choice'),
  p('spanish', 'fibrilación auricular', 'af-stroke-prevention-choice'),
  c('spanish', 'fecha de parto', 'due-date-naegele'),
  c('spanish', 'embarazo', 'due-date-naegele'),
  c('spanish', 'función renal', 'ckd-epi-2021'),
  c('spanish', 'neumonía', 'curb-65'),
  c('spanish', 'embolia pulmonar', 'wells-pe'),
  c('spanish', 'trombosis venosa profunda', 'wells-dvt'),
  c('spanish', 'hipertensión', 'prevent'),
  c('spanish', 'hemorragia digestiva', 'glasgow-blatchford'),
  c('spanish', 'cirrosis', 'child-pugh'),
  c('spanish', 'dolor torácico', 'heart-score'),
  c('spanish', 'calculadora de imc', 'bmi-bsa'),
  c('spanish', 'peso ideal', 'ideal-body-weight'),
  c('spanish', 'infarto', 'prevent'),
  // Neurology, delirium, frailty, appendicitis, anaesthesia (issue 19)
  c('name', 'ABCD2', 'abcd2'),
  c('condition', 'TIA stroke risk', 'abcd2'),
  c('name', 'NIHSS', 'nihss'),
  c('condition', 'stroke severity', 'nihss'),
  c('name', 'modified Rankin', 'modified-rankin-scale'),
  c('abbreviation', 'mRS', 'modified-rankin-scale'),
  c('name', 'Alvarado', 'alvarado-score'),
  c('condition', 'appendicitis', 'alvarado-score'),
  c('name', 'pediatric appendicitis score', 'pediatric-appendicitis-score'),
  c('condition', 'appendicitis child', 'pediatric-appendicitis-score'),
  c('name', '4AT', 'four-at'),
  c('condition', 'delirium', 'four-at'),
  c('name', 'CAM-ICU', 'cam-icu'),
  c('condition', 'ICU delirium', 'cam-icu'),
  c('name', 'clinical frailty scale', 'clinical-frailty-scale'),
  c('condition', 'frailty', 'clinical-frailty-scale'),
  c('name', 'pediatric GCS', 'pediatric-gcs'),
  c('condition', 'infant head injury', 'pediatric-gcs'),
  c('name', 'apls weight', 'pediatric-weight-estimation'),
  c('condition', 'child weight estimate', 'pediatric-weight-estimation'),
  c('name', 'Haycock', 'body-surface-area'),
  c('name', 'ASA class', 'asa-physical-status'),
  c('abbreviation', 'ASA physical status', 'asa-physical-status'),
  // Issue 19: critical care, pulmonology and haematology calculators
  c('name', 'A-a gradient', 'a-a-gradient'),
  c('name', 'alveolar arterial gradient', 'a-a-gradient'),
  c('name', 'P/F ratio', 'pf-ratio'),
  c('condition', 'ARDS severity', 'pf-ratio'),
  c('name', 'Winters formula', 'winters-formula'),
  c('condition', 'expected pCO2 metabolic acidosis', 'winters-formula'),
  c('name', 'osmolar gap', 'osmolar-gap'),
  c('condition', 'methanol poisoning', 'osmolar-gap'),
  c('name', 'reticulocyte production index', 'corrected-reticulocyte-count'),
  c('abbreviation', 'RPI', 'corrected-reticulocyte-count'),
  c('name', 'ANC', 'absolute-neutrophil-count'),
  c('condition', 'neutropenia', 'absolute-neutrophil-count'),
  c('name', 'Light\'s criteria', 'lights-criteria'),
  c('condition', 'pleural effusion exudate', 'lights-criteria'),
  c('name', 'CRB-65', 'crb-65'),
  c('condition', 'pneumonia severity GP', 'crb-65'),
  c('name', 'MEWS', 'mews'),
  c('name', 'modified early warning score', 'mews'),
  c('name', 'HScore', 'hscore'),
  c('condition', 'HLH', 'hscore'),
  c('name', 'SAPS II', 'saps-ii'),
  c('name', 'simplified acute physiology score', 'saps-ii'),
]

/** Floor for the mean reciprocal rank: set just under what the catalogue reaches today. */
const MRR_FLOOR = 0.9

/** The search page's loader as the app runs it: after the language middleware, on the host. */
async function searchOn(host: string, q: string): Promise<string[]> {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { requestId: 'relevance', clientIp: '127.0.0.1', log: console as unknown as Logger })
  const url = `http://${host}/search?${new URLSearchParams({ q })}`
  const request = new Request(url, { headers: { host } })
  const args = { request, context, params: {} } as unknown as Parameters<typeof loader>[0] & Parameters<typeof i18nextMiddleware>[0]
  let slugs: string[] = []
  await i18nextMiddleware(args, async () => {
    slugs = loader(args).results.map((r) => r.slug)
    return new Response()
  })
  return slugs
}

const ranked = await Promise.all(
  CASES.map(async (k) => {
    const slugs = await searchOn(k.host === 'consumer' ? CONSUMER : CLINICIAN, k.q)
    return { ...k, rank: slugs.indexOf(k.expect) + 1, top: slugs.slice(0, 3) }
  }),
)

test('at least 80 queries, every kind and both hosts', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(80)
  expect(new Set(CASES.map((k) => k.kind))).toEqual(new Set(['name', 'abbreviation', 'typo', 'condition', 'lay', 'spanish']))
  expect(new Set(CASES.map((k) => k.host))).toEqual(new Set(['clinician', 'consumer']))
})

test.each(ranked)('$host: "$q" finds $expect in the top 3', ({ rank, top }) => {
  expect(rank, `top 3: ${top.join(', ')}`).toBeGreaterThan(0)
  expect(rank).toBeLessThanOrEqual(3)
})

test('mean reciprocal rank', () => {
  const mrr = ranked.reduce((sum, k) => sum + (k.rank > 0 ? 1 / k.rank : 0), 0) / ranked.length
  const first = ranked.filter((k) => k.rank === 1).length
  const top3 = ranked.filter((k) => k.rank > 0 && k.rank <= 3).length
  const byKind = [...new Set(ranked.map((k) => k.kind))].map((kind) => {
    const of = ranked.filter((k) => k.kind === kind)
    return `${kind} ${(of.reduce((s, k) => s + (k.rank > 0 ? 1 / k.rank : 0), 0) / of.length).toFixed(2)}`
  })
  console.info(
    `search relevance: ${ranked.length} queries, MRR ${mrr.toFixed(3)}, first ${first}/${ranked.length}, top 3 ${top3}/${ranked.length} (${byKind.join(', ')})`,
  )
  expect(mrr).toBeGreaterThanOrEqual(MRR_FLOOR)
})
