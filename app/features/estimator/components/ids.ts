/** The results' heading: focus lands on it when an estimate shows and when its dialog closes. */
export const RESULTS_HEADING_ID = 'estimate-range-title'
