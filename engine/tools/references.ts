import type { ToolDefinitionInput } from '../schema/tool.ts'

type Reference = ToolDefinitionInput['references'][number]

// References cited by more than one tool, written once.

export const GRUNDY_2019 = {
  id: 'grundy2019',
  citation:
    'Grundy SM, Stone NJ, Bailey AL, et al. 2018 AHA/ACC/AACVPR/AAPA/ABC/ACPM/ADA/AGS/APhA/ASPC/NLA/PCNA guideline on the management of blood cholesterol. Circulation. 2019;139(25):e1082–e1143.',
  pmid: '30586774',
  doi: '10.1161/CIR.0000000000000625',
  kind: 'guideline',
} satisfies Reference

export const ACOG_2017 = {
  id: 'acog2017',
  citation:
    'American College of Obstetricians and Gynecologists Committee on Obstetric Practice, American Institute of Ultrasound in Medicine, Society for Maternal–Fetal Medicine. Committee Opinion No. 700: Methods for Estimating the Due Date. Obstet Gynecol. 2017;129(5):e150–e154.',
  pmid: '28426621',
  doi: '10.1097/AOG.0000000000002046',
  kind: 'guideline',
} satisfies Reference

export const ACOG_2013 = {
  id: 'acog2013',
  citation:
    'American College of Obstetricians and Gynecologists Committee on Obstetric Practice, Society for Maternal–Fetal Medicine. Committee Opinion No. 579: Definition of Term Pregnancy. Obstet Gynecol. 2013;122(5):1139–1140.',
  doi: '10.1097/01.AOG.0000437385.88715.4a',
  kind: 'guideline',
} satisfies Reference

export const BERG_1991 = {
  id: 'berg1991',
  citation: 'Berg AT. Menstrual cycle length and the calculation of gestational age. Am J Epidemiol. 1991;133:585–589.',
  kind: 'validation',
  cohort: 'n = 5,688 births (Boston site of the Collaborative Perinatal Project, 1959–1965)',
} satisfies Reference

export const SINGER_2016 = {
  id: 'singer2016',
  citation:
    'Singer M, Deutschman CS, Seymour CW, et al. The Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3). JAMA. 2016;315(8):801–810.',
  doi: '10.1001/jama.2016.0287',
  kind: 'consensus definition',
} satisfies Reference

export const PAI_2000 = {
  id: 'pai2000',
  citation: 'Pai MP, Paloucek FP. The origin of the “ideal” body weight equations. Ann Pharmacother. 2000;34(9):1066–1069.',
  kind: 'review',
} satisfies Reference

export const FIGGE_1998 = {
  id: 'figge1998',
  citation: 'Figge J, Jabor A, Kazda A, Fencl V. Anion gap and hypoalbuminemia. Crit Care Med. 1998;26(11):1807–1810.',
  pmid: '9824071',
  doi: '10.1097/00003246-199811000-00019',
  kind: 'derivation',
  cohort: 'n = 9 healthy subjects and 152 critically ill patients (265 measurements)',
} satisfies Reference

export const KRAUT_2007 = {
  id: 'kraut2007',
  citation: 'Kraut JA, Madias NE. Serum anion gap: its uses and limitations in clinical medicine. Clin J Am Soc Nephrol. 2007;2(1):162–174.',
  pmid: '17699401',
  doi: '10.2215/CJN.03020906',
  kind: 'review',
} satisfies Reference

export const WHO_2000 = {
  id: 'who2000',
  citation:
    'World Health Organization. Obesity: preventing and managing the global epidemic. Report of a WHO consultation. WHO Technical Report Series 894. Geneva: WHO; 2000.',
  pmid: '11234459',
  kind: 'guideline',
} satisfies Reference

export const WHO_2004_ASIA = {
  id: 'who2004asia',
  citation:
    'WHO Expert Consultation. Appropriate body-mass index for Asian populations and its implications for policy and intervention strategies. Lancet. 2004;363(9403):157–163.',
  pmid: '14726171',
  doi: '10.1016/S0140-6736(03)15268-3',
  kind: 'guideline',
} satisfies Reference

export const KEYS_1972 = {
  id: 'keys1972',
  citation: 'Keys A, Fidanza F, Karvonen MJ, Kimura N, Taylor HL. Indices of relative weight and obesity. J Chronic Dis. 1972;25(6):329–343.',
  kind: 'derivation',
} satisfies Reference

export const MOSTELLER_1987 = {
  id: 'mosteller1987',
  citation: 'Mosteller RD. Simplified calculation of body-surface area. N Engl J Med. 1987;317(17):1098.',
  pmid: '3657876',
  doi: '10.1056/NEJM198710223171717',
  kind: 'derivation',
} satisfies Reference

export const DELGADO_2022 = {
  id: 'delgado2022',
  citation:
    'Delgado C, Baweja M, Crews DC, et al. A unifying approach for GFR estimation: recommendations of the NKF-ASN Task Force on Reassessing the Inclusion of Race in Diagnosing Kidney Disease. Am J Kidney Dis. 2022;79(2):268–288.',
  pmid: '34563581',
  doi: '10.1053/j.ajkd.2021.08.003',
  kind: 'guideline',
} satisfies Reference

export const KONSTANTINIDES_2020 = {
  id: 'konstantinides2020',
  citation:
    'Konstantinides SV, Meyer G, Becattini C, et al. 2019 ESC Guidelines for the diagnosis and management of acute pulmonary embolism developed in collaboration with the European Respiratory Society (ERS). Eur Heart J. 2020;41(4):543–603.',
  doi: '10.1093/eurheartj/ehz405',
  kind: 'guideline',
} satisfies Reference

export const KITABCHI_2009 = {
  id: 'kitabchi2009',
  citation: 'Kitabchi AE, Umpierrez GE, Miles JM, Fisher JN. Hyperglycemic crises in adult patients with diabetes. Diabetes Care. 2009;32(7):1335–1343.',
  pmid: '19564476',
  doi: '10.2337/dc09-9032',
  kind: 'guideline',
} satisfies Reference

export const EAGLE_2004 = {
  id: 'eagle2004',
  citation:
    'Eagle KA, Lim MJ, Dabbous OH, et al. A validated prediction model for all forms of acute coronary syndrome: estimating the risk of 6-month postdischarge death in an international registry. JAMA. 2004;291(22):2727–2733.',
  pmid: '15187054',
  doi: '10.1001/jama.291.22.2727',
  kind: 'derivation',
} satisfies Reference

export const HAMM_2011 = {
  id: 'hamm2011',
  citation:
    'Hamm CW, Bassand JP, Agewall S, et al. ESC Guidelines for the management of acute coronary syndromes in patients presenting without persistent ST-segment elevation. Eur Heart J. 2011;32(23):2999–3054.',
  doi: '10.1093/eurheartj/ehr236',
  kind: 'guideline',
} satisfies Reference

export const FLEISHER_2014 = {
  id: 'fleisher2014',
  citation:
    'Fleisher LA, Fleischmann KE, Auerbach AD, et al. 2014 ACC/AHA guideline on perioperative cardiovascular evaluation and management of patients undergoing noncardiac surgery. Circulation. 2014;130(24):e278–e333.',
  kind: 'guideline',
} satisfies Reference

export const THOMPSON_2024 = {
  id: 'thompson2024',
  citation:
    'Thompson A, Fleischmann KE, Smilowitz NR, et al. 2024 AHA/ACC/ACS/ASNC/HRS/SCA/SCCT/SCMR/SVM guideline for perioperative cardiovascular management for noncardiac surgery: a report of the American College of Cardiology/American Heart Association Joint Committee on Clinical Practice Guidelines. Circulation. 2024;150(19):e351–e442. Published simultaneously in J Am Coll Cardiol. 2024;84(19):1869–1969.',
  pmid: '39316661',
  doi: '10.1161/CIR.0000000000001285',
  kind: 'guideline',
} satisfies Reference

export const HALVORSEN_2022 = {
  id: 'halvorsen2022',
  citation:
    'Halvorsen S, Mehilli J, Cassese S, et al. 2022 ESC Guidelines on cardiovascular assessment and management of patients undergoing non-cardiac surgery. Eur Heart J. 2022;43(39):3826–3924.',
  pmid: '36017553',
  doi: '10.1093/eurheartj/ehac270',
  kind: 'guideline',
} satisfies Reference

export const FRIEDEWALD_1972 = {
  id: 'friedewald1972',
  citation:
    'Friedewald WT, Levy RI, Fredrickson DS. Estimation of the concentration of low-density lipoprotein cholesterol in plasma, without use of the preparative ultracentrifuge. Clin Chem. 1972;18(6):499–502.',
  pmid: '4337382',
  kind: 'derivation',
  cohort: 'NIH lipid clinic patients, estimates compared with preparative ultracentrifugation',
} satisfies Reference

export const MARTIN_2013 = {
  id: 'martin2013',
  citation:
    'Martin SS, Blaha MJ, Elshazly MB, et al. Comparison of a novel method vs the Friedewald equation for estimating low-density lipoprotein cholesterol levels from the standard lipid profile. JAMA. 2013;310(19):2061–2068.',
  doi: '10.1001/jama.2013.280532',
  kind: 'derivation',
  cohort: 'n = 1,350,908 US children, adolescents and adults with LDL cholesterol measured after vertical spin density-gradient ultracentrifugation (derivation 900,605, validation 450,303)',
} satisfies Reference

export const ATP3_2002 = {
  id: 'atp3-2002',
  citation:
    'National Cholesterol Education Program (NCEP) Expert Panel on Detection, Evaluation, and Treatment of High Blood Cholesterol in Adults. Third report of the NCEP Expert Panel (Adult Treatment Panel III): final report. Circulation. 2002;106(25):3143–3421.',
  kind: 'guideline',
} satisfies Reference
