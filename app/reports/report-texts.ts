/** The report page's texts as spec 02 §2, §4, §5 give them (English only, as the spec). */
export const REPORT_TEXTS = {
  heading: 'Patient Encounter Reports',
  intro: 'Generate and download a Patient Encounter CSV report',
  startDate: 'Start Date',
  endDate: 'End Date',
  dateHint: 'MM/DD/YYYY',
  utcNote: 'UTC is used in all reports.',
  certify:
    'I certify that I am authorized to download this report and that its data will be used in accordance with HIPAA rules.',
  submit: 'Get CSV Report',
  dialogTitle: 'Report Status',
  waiting: 'Please wait while your CSV report is being generated.',
  noData: 'There is no reportable data for the date range selected and so no CSV was generated.',
  failed: "We're sorry. There was an error in generating the CSV report. Please try again later.",
  okay: 'Okay',
  ready: 'Your CSV report is ready.',
  download: 'Download CSV Report',
  noPermission: "We're sorry! You do not have permission to access this page.",
  haveAccount: 'Have an account with access?',
  signIn: 'Sign In',
} as const
